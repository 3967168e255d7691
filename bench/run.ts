// `npm run bench`: runs every bench/*.bench.ts in name order (or those named on the command line)
// and prints each figure as a ratio against a reference measured in the same run. Timings are
// printed here and never asserted in tests: this machine is shared and noisy.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export interface BenchModule {
  /** Runs the benchmark and prints its lines. */
  default: () => Promise<void>
}

const here = dirname(fileURLToPath(import.meta.url))
const wanted = process.argv.slice(2)
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((word) => name.includes(word)))
  .sort()

if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(' ')}`)
  process.exit(1)
}
for (const file of files) {
  console.log(`\n== ${file.replace('.bench.ts', '')} ==`)
  const bench = (await import(pathToFileURL(join(here, file)).href)) as BenchModule
  await bench.default()
}
