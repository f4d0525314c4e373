import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayArtifacts } from './vite/relay-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [relayArtifacts({ artifactDirectory: path.join(here, 'src/__generated__') }), react()],
  server: {
    // `npm run dev -w @dukkan/web` next to `npm start`: the API, GraphQL and WebSocket stay on the gateway.
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': { target: 'http://localhost:4000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
});
