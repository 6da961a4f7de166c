import { defineConfig } from 'vite';

/** API calls go to the server on :8080 in development; the production build is served by that server itself. */
const apiPrefixes = ['/user', '/syt', '/bpm', '/oauth', '/file', '/healthz', '/openapi.json'];

export default defineConfig({
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
