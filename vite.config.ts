import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './src/server/web/precompressed.ts';
import { webFontFiles } from './src/server/web/page-fonts.ts';
import { addressLines, DEMO_SHOP_ADDRESS } from './src/shared/shop-address.ts';

const apiPort = process.env.API_PORT ?? '3001';
/** Where the builds go (the server reads the same variable); relative to the project. */
const distDir = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');

// Two builds from one config (`npm run build` makes both): `vite build` the browser's app in
// dist/web, `vite build --ssr entry-server.tsx` the server's renderer of the first paint in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // The browser's files also go out precompressed (brotli and gzip copies beside each), with the
  // Hindi and Odia pages' web fonts (server/web/page-fonts.ts).
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets(), webFontFiles()],
  // The shop's address from its setting, SHOP_ADDRESS, as the pages show it (shared/shop-address.ts).
  define: { __SHOP_ADDRESS_LINES__: JSON.stringify(addressLines(process.env.SHOP_ADDRESS?.trim() || DEMO_SHOP_ADDRESS)) },
  // '@web/...': a path from src/web, the same in the builds and the tests (see components/deferred.tsx).
  resolve: { alias: { '@web': path.resolve(import.meta.dirname, 'src/web') } },
  // The server's renderer carries its dependencies, so that it runs from any DIST_DIR.
  ssr: { noExternal: true },
  // Short class names (a hash of the file and the name): every page's HTML, inline CSS and first
  // script carry them, so their length is bytes on every phone. Both builds name them alike.
  css: { modules: { generateScopedName: '_[hash:base64:5]' } },
  build: isSsrBuild
    ? { outDir: path.join(distDir, 'ssr'), emptyOutDir: true, copyPublicDir: false, target: 'node24' }
    : {
        outDir: path.join(distDir, 'web'),
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        // Every browser the shop serves preloads modules itself. index.html preloads the
        // entry's imports; a lazy chunk's import lists only the CSS it needs (the server
        // preloads a rendered screen's chunks; later ones load their imports in parallel).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
        },
        rolldownOptions: {
          output: {
            // Files are named by their hash alone: every chunk's imports and the entry's list of
            // each screen's stylesheets carry these names, so their length is bytes of every
            // first script (about 250 gzip). The manifest maps them back to their sources.
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            // Nearly every function of the framework runs while the page hydrates: V8's compile
            // hint has Chromium compile them all as the file streams in, off the main thread,
            // instead of one by one on the main thread as they are first called.
            postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad\n' : ''),
            codeSplitting: {
              groups: [
                // React, React DOM and the router in one file: every page needs all three, and
                // one file compresses better than the pieces they would otherwise be split into.
                { name: 'framework', test: /node_modules\/(react|react-dom|react-router|scheduler)\// },
                // Prices and their sums: screens that show one mostly show the other, and one
                // small file costs less than two (each chunk is a request and its own gzip frame).
                { name: 'money', test: /src\/shared\/(money|pricing)\.ts$/ },
              ],
            },
          },
        },
      },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
