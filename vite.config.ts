import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  // The browser's files are compressed once, at build time; the page renderer's are not served.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [{ find: '@shared', replacement: fromRoot('./src/shared') }],
  },
  // The server's page renderer (src/client/entry-server.tsx, built with --ssr): everything bundled
  // in, like the server itself, and React's production build whatever NODE_ENV says at run time.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    emptyOutDir: true,
    // Maps are written for error reporting and the bundle bench, but the built files do not
    // point at them and the server never serves *.map: the source stays private.
    sourcemap: 'hidden',
    // dist/client/.vite/manifest.json: lets the bench follow each page's route chunks.
    manifest: !isSsrBuild,
    // The renderer needs no copy of public/: the server serves it from dist/client.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://localhost:3001',
        // Keep the browser's Host header: the API refuses state-changing requests whose Origin
        // does not match the host it was addressed as, and the browser's origin is :5173.
        changeOrigin: false,
        xfwd: true,
        ws: true,
      },
      '/uploads': { target: 'http://localhost:3001' },
    },
  },
}));
