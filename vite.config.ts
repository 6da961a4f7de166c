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
        // Keep the big libraries in their own long-lived chunks.
        manualChunks(id: string) {
          if (id.includes('node_modules/antd') || id.includes('node_modules/@ant-design') || id.includes('node_modules/rc-')) return 'antd';
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: 'http://localhost:8080', changeOrigin: false }])),
  },
});
