// The dashboard shell's build (`npm run build:shell`) and dev server (`npm run dev`). The shell is
// its own Vite app rooted in shell/, written to dist/shell, which the API server serves at `/`
// with the SPA fallback (server/http/shell-assets.ts). In dev, Vite serves the app with hot reload
// and passes /api (WebSocket included) on to the API server.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { workerSourcePlugin } from '../scripts/worker-source'
import { EAGER_COMPILE_HINT } from '../scripts/compile-hints'

const shellRoot = fileURLToPath(new URL('.', import.meta.url))
const outDir = fileURLToPath(new URL('../dist/shell', import.meta.url))
/** Where the API server listens in development (`npm start` on its default port). */
const apiTarget = process.env.FW_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8787'}`

/**
 * Writes /sw.js from shell/offline/service-worker.js with this build's files to precache (the page
 * and every emitted script, style and asset, source maps aside) and a version that changes with them.
 */
function serviceWorker(): Plugin {
  return {
    name: 'fw-shell-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && !name.startsWith('.vite/') && name !== 'index.html')
        .map((name) => `/${name}`)
        .sort()
      const precache = ['/', ...files]
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12)
      const source = readFileSync(fileURLToPath(new URL('./offline/service-worker.js', import.meta.url)), 'utf8')
        .replace("'__FW_SHELL_VERSION__'", JSON.stringify(version))
        .replace('const PRECACHE = __FW_SHELL_PRECACHE__', `const PRECACHE = ${JSON.stringify(precache)}`)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source })
    },
  }
}

/**
 * Keeps the compile hint (scripts/compile-hints.ts) on a chunk's first line: Vite writes its list
 * of a chunk's preloads (`const __vite__mapDeps=…`) above everything, the hint included. Both
 * lines are unmapped (the chunk's map opens with two empty lines), so swapping them keeps the map true.
 */
function compileHintFirst(): Plugin {
  return {
    name: 'fw-compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(`${EAGER_COMPILE_HINT}\n`)) continue
          const [first, second, ...rest] = file.code.split('\n')
          if (second !== EAGER_COMPILE_HINT) this.error(`${file.fileName} has no compile hint on its first two lines`)
          file.code = [second, first, ...rest].join('\n')
        }
      },
    },
  }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Kinds of text worth compressing, as the server decides (source maps aside: nobody downloads them for a page). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg|txt|webmanifest)$/i
/** Smaller files gain less than the Content-Encoding costs. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])))
  return nested.flat()
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; returns how many files it compressed. */
async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file))
  let count = 0
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const bytes = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      count++
    }),
  )
  return count
}

/**
 * Once the build is written, a brotli and a gzip copy beside each text file (`x.js.br`, `x.js.gz`)
 * at the strongest levels: the server sends them as they are (server/http/compressed-files.ts),
 * some three times smaller on the wire than the raw files, compressed once per build.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'fw-precompress',
    apply: 'build',
    async closeBundle() {
      await precompressFolder(outDir)
    },
  }
}

export default defineConfig({
  root: shellRoot,
  base: '/',
  // Widgets' workers (`x.worker-source.ts`: scripts/worker-source.ts) come in as text, as in the package.
  plugins: [react(), serviceWorker(), workerSourcePlugin(), compileHintFirst(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // A manifest lets the service worker list exactly the files one build made.
    manifest: true,
    // Each chunk runs as its route opens: compiled while it streams in (scripts/compile-hints.ts).
    rollupOptions: { output: { postBanner: EAGER_COMPILE_HINT } },
  },
  server: {
    port: Number(process.env.FW_DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
})
