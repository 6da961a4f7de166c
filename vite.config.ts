import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every text asset of the build, which the server sends to browsers that
 * accept them (@fastify/static preCompressed): a phone on campus Wi-Fi downloads a fifth of the bytes,
 * and nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist/web';
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'flowhall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|wasm|map)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      }
    },
  };
}

/** API calls go to the server on :8080 in development; the production build is served by that server itself. */
const apiPrefixes = ['/user', '/syt', '/bpm', '/oauth', '/file', '/healthz', '/openapi.json'];

export default defineConfig({
  plugins: [precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // antd marks its modules "use client" for React Server Components; irrelevant in a client bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // React and the router change rarely: one long-lived chunk. antd is deliberately NOT one chunk
        // (it was 355 KB gzip): left to the bundler, each route loads only the components it uses, so
        // the login route stays small and the shell's extra components arrive with the shell.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: 'http://localhost:8080', changeOrigin: false }])),
      // The real-time channel (STOMP over WebSocket); the rest of /portal is the app's own routes.
      '/portal/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
