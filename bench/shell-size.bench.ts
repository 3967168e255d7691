// The dashboard shell's initial JavaScript for /stats/locations/map (gzip): what the browser must
// download before the map screen can render — the entry (React, the router, the session), the
// /stats and /stats/locations layouts and the map screen with its element — against the budget
// of 150 KB with React (issue: the shell's bundle budget). Measured on the real Vite build
// (rebuilt first when stale), gzip level 9 with node:zlib.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ensureShellBuild } from '../server/http/shell-build'
import { initialFiles, type Manifest } from './shell-route-js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const BUDGET_KB = 150
/** The route table's layouts and screen for /stats/locations/map (shell/app/layouts.ts, screens.ts). */
const MAP_ROUTE = ['stats/stats-layout.tsx', 'stats/locations-layout.tsx', 'screens/locations-map.tsx']

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export default async function shellSize(): Promise<void> {
  await ensureShellBuild(root)
  const dist = join(root, 'dist/shell')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const files = initialFiles(manifest, MAP_ROUTE)
  let gzip = 0
  let min = 0
  for (const file of files) {
    const code = readFileSync(join(dist, file))
    min += code.byteLength
    gzip += gzipSync(code, { level: 9 }).byteLength
  }
  const met = gzip <= BUDGET_KB * 1024
  console.log(
    `shell /stats/locations/map  ${kb(gzip).padStart(9)} gzip  ${kb(min).padStart(9)} min  |  ${files.length} files  |  ` +
      `budget ${BUDGET_KB} KB with React: ${met ? 'met' : 'MISSED'} (${(gzip / (BUDGET_KB * 1024)).toFixed(2)}× of budget)`,
  )
}
