// Writes the fireworks overlay's three samples into public/sounds, where the server serves them
// at /sounds/. The files are committed; run this again after changing scripts/fireworks-sounds.ts:
//   npx tsx scripts/make-fireworks-sounds.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fireworksSoundFiles } from './fireworks-sounds'

export const SOUNDS_DIR = fileURLToPath(new URL('../public/sounds', import.meta.url))

mkdirSync(SOUNDS_DIR, { recursive: true })
for (const [name, bytes] of Object.entries(fireworksSoundFiles())) {
  writeFileSync(join(SOUNDS_DIR, name), bytes)
  console.log(`Wrote public/sounds/${name} (${(bytes.byteLength / 1024).toFixed(1)} KB)`)
}
