import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayArtifacts } from './vite/relay-plugin.ts';
import { precompress } from './vite/precompress-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [relayArtifacts({ artifactDirectory: path.join(here, 'src/__generated__') }), react(), precompress()],
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
    rolldownOptions: {
      output: {
        // Every page needs React and its router: kept in a chunk of their own, which changes only when they are
        // upgraded, so a release of the app's own code leaves it cached (the entry chunk was 900 kB with them). MUI is
        // left to the default splitting: a group of it drew the components only some screens use into every page.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
