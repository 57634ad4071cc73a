import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev` serves the app here and forwards API calls to the server on 8080. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: 'http://127.0.0.1:8080', ws: true },
      // The live connection of issue 11 sits on the server's own origin, beside the API.
      '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
});
