import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalPreload } from './build/portalPreload';
import { precompress } from './build/precompress';

/** `npm run dev` serves the app here and forwards API calls to the server on 8080. */
export default defineConfig({
  plugins: [react(), portalPreload(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: 'http://127.0.0.1:8080', ws: true },
      // The live connection of issue 11 sits on the server's own origin, beside the API.
      '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router in chunks of their own, fetched in parallel with the entry (modulepreload)
            // rather than after one large file; they also keep their hashes across most deployments.
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
            { name: 'router', test: /\/node_modules\/react-router\// },
            // Issue 17 (ADR 0082): the antd code at least 20 lazy pages share, in one chunk. Split per component,
            // /login took about 70 requests; 8 or 12 pull page-specific components (table, date picker) in too,
            // 25 and more leave the core split again. 20 measured lowest for /login and /problem together.
            { name: 'antd', test: /\/node_modules\/(antd|@rc-component|@ant-design)\//, minShareCount: 20 },
          ],
        },
      },
    },
  },
});
