import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    // `react-router dev` renders pages; the API runs beside it (npm run dev starts both).
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000', '/images': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
