import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPortal } from './build/prerender';

/** The second step of `npm run build`: the portal's server-side entry, run once to write its pages (ADR 0050). */
export default defineConfig({
  plugins: [react(), prerenderPortal(path.resolve(import.meta.dirname, 'dist'))],
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    sourcemap: false,
  },
});
