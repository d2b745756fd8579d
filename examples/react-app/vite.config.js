import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// 127.0.0.1:5173, the origin to allow for the publishable key
// (PAYSTEAD_DEV_ORIGINS=http://127.0.0.1:5173 make dev). strictPort: a shop
// moved to another port would not be an allowed origin.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
