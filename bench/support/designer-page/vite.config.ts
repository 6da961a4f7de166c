/**
 * bench:designer's Flowhall page, built apart from the app (its own root, output under .tmp, so the
 * app's `vite build` is untouched): the real FormDesignerPage, minified as in production.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: `${ROOT}.tmp/bench-designer/ours`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
