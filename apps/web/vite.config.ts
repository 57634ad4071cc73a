import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalPreload } from './build/portalPreload';
import { precompress } from './build/precompress';

/** `npm run dev` serves the app here and forwards API calls to the server on 8080. */
export default defineConfig({
  plugins: [react(), portalPreload(), precompress()],
  server: {
    port: 5173,
    proxy: { '/prod-api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // The portal's layout and pages travel as one chunk (about 10 KB), which index.html preloads
        // (build/portalPreload.ts): a visitor's page is then one round trip after the entry, not two (issue 12).
        codeSplitting: {
          groups: [
            // React and the router in chunks of their own, fetched in parallel with the entry (modulepreload)
            // rather than after one large file: about 0.4 s earlier first paint in Lighthouse's mobile run.
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
            { name: 'router', test: /\/node_modules\/react-router\// },
            {
              name: 'portal',
              test: /\/src\/(features\/portal|layouts\/PortalLayout)/,
              // Only the portal's own modules: react, the router and i18next stay in the chunks they share.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
