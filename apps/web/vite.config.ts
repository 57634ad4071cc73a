import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadModules } from './build/firstLoad';
import { portalPreload } from './build/portalPreload';
import { precompress } from './build/precompress';
import { routePreload } from './build/routePreload';
import { workspaceShell } from './build/workspaceShell';

const ANTD = /\/node_modules\/(antd|@rc-component|@ant-design)\//;
/** The modules sign-in to the issue list imports statically (issue 37, ADR 0145). */
const firstLoad = firstLoadModules();

/** Another feature's way in: its index.ts or a *.public.ts beside it (ADR 0138). */
const PUBLIC_ENTRY = /\/src\/features\/[^/]+\/(index|[^/]+\.public)\.tsx?$/;

/** `npm run dev` serves the app here and forwards API calls to the server on 8080. */
export default defineConfig({
  plugins: [react(), firstLoad.plugin, portalPreload(), routePreload(), workspaceShell(), precompress()],
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
      // A feature's public entries (ADR 0138) only re-export: said outright, so a page that imports one export of
      // an entry gets that module alone, not every module the entry names (with their styles and lazy parts).
      treeshake: { moduleSideEffects: [{ test: PUBLIC_ENTRY, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // React and the router in chunks of their own, fetched in parallel with the entry (modulepreload)
            // rather than after one large file; they also keep their hashes across most deployments.
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
            { name: 'router', test: /\/node_modules\/react-router\// },
            // The named colours sit below ui/ (ADR 0138) but load with the theme, as one first-load file. Issue 37 (ADR
            // 0145): so do the first load's other modules of a few dozen bytes that several lazy chunks share (the
            // messaging and phone-upload signals, a work order's path, the largest record id), each a request else.
            {
              name: 'theme',
              test: /\/(src\/(app\/theme|ui\/palette|features\/im\/signals|features\/mobileUpload\/arrivals|features\/workOrders\/workOrderPath)|contract\/(src|dist)\/recordIdMax)\.[jt]s$/,
            },
            // Issue 37 (ADR 0145): the antd and icon code the first load runs, and nothing else, in one chunk.
            { name: 'antd', test: (id) => ANTD.test(id) && firstLoad.has(id) },
            // Issue 17 (ADR 0092): components many lazy pages share but the workspace's first load does not run,
            // each in a chunk of its own, before the shared rest would take them (about 40 KB of select, tree,
            // radio and result that a page without them would download).
            { name: 'antd-select', test: /\/node_modules\/(antd\/es\/select|@rc-component\/(select|virtual-list))\// },
            { name: 'antd-tree', test: /\/node_modules\/(antd\/es\/tree|@rc-component\/tree)\// },
            { name: 'antd-radio', test: /\/node_modules\/antd\/es\/radio\// },
            { name: 'antd-result', test: /\/node_modules\/antd\/es\/result\// },
            // Issue 17 (ADR 0082): the rest of antd's code that at least 20 lazy pages share, in one chunk. Split per
            // component, /login took about 70 requests; 8 or 12 pull page-specific components (table, date picker)
            // in too, 25 and more leave the core split again.
            { name: 'antd-shared', test: ANTD, minShareCount: 20 },
          ],
        },
      },
    },
  },
});
