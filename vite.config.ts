import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3001';

// Two builds from one config (`npm run build` makes both): `vite build` the browser's app in
// dist/web, `vite build --ssr entry-server.tsx` the server's renderer of the first paint in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node24' }
    : { outDir: '../../dist/web', emptyOutDir: true, target: 'es2022' },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
