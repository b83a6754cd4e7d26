import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  ssr: {
    // Node would load styled-components' CommonJS build if it stayed external (stack notes, pitfall 2).
    noExternal: ['styled-components'],
  },
  server: { port: 5173 },
});
