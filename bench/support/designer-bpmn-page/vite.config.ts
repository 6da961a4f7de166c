/**
 * bench:designer-bpmn's two pages, built apart from the app (own root, output under .tmp, so the
 * app's `vite build` is untouched), minified as in production: Flowhall's ProcessDesignerPage
 * (ours.html) and the plain bpmn-js Modeler with the Camunda properties panel (peer.html).
 * BENCH_BPMN_MINIFY=0 builds them unminified (readable profiles).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: HERE,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: `${ROOT}.tmp/bench-designer-bpmn`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 10_000,
    // BENCH_BPMN_MINIFY=0 keeps function names for designer-bpmn-profile.ts; timed runs stay minified.
    minify: process.env.BENCH_BPMN_MINIFY !== '0',
    rollupOptions: {
      input: { ours: `${HERE}ours.html`, peer: `${HERE}peer.html` },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
