import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3001';
/** Where the builds go (the server reads the same variable); relative to the project. */
const distDir = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');

// Two builds from one config (`npm run build` makes both): `vite build` the browser's app in
// dist/web, `vite build --ssr entry-server.tsx` the server's renderer of the first paint in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: path.join(distDir, 'ssr'), emptyOutDir: true, copyPublicDir: false, target: 'node24' }
    : { outDir: path.join(distDir, 'web'), emptyOutDir: true, target: 'es2022', manifest: true },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
