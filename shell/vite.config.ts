// The dashboard shell's build (`npm run build:shell`) and dev server (`npm run dev`). The shell is
// its own Vite app rooted in shell/, written to dist/shell, which the API server serves at `/`
// with the SPA fallback (server/http/shell-assets.ts). In dev, Vite serves the app with hot reload
// and passes /api (WebSocket included) on to the API server.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const shellRoot = fileURLToPath(new URL('.', import.meta.url))
/** Where the API server listens in development (`npm start` on its default port). */
const apiTarget = process.env.FW_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8787'}`

export default defineConfig({
  root: shellRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/shell', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // A manifest lets the service worker list exactly the files one build made.
    manifest: true,
  },
  server: {
    port: Number(process.env.FW_DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
})
