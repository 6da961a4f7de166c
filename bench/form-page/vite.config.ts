/**
 * The bench:form page, built apart from the app (its own root and output under .tmp/, so `vite build`
 * of the app is untouched). Two builds: `production` (minified, React's production build) for the
 * timings, and `profiling` (react-dom/profiling so that <Profiler onRender> reports, unminified so
 * that component names can be read) for the re-render counts.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function chunkOf(id: string): string | undefined {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `pkg-${pkg[1]!}`;
  const src = id.match(/\/src\/([^/]+\/[^/]+)\//);
  if (src) return `src-${src[1]!.replace('/', '-')}`;
  return undefined;
}

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  resolve: {
    alias: mode === 'profiling' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [],
  },
  build: {
    outDir: `${ROOT}.tmp/bench-form/${mode}`,
    emptyOutDir: true,
    minify: mode !== 'profiling',
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // Profiling: one chunk per package (and per src folder), so a CPU profile's script URLs say whose time it is.
      output: mode === 'profiling' ? { manualChunks: chunkOf } : {},
    },
  },
}));
