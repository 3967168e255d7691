// Measures the package built in dist/ and writes the figures into the README's sizes table
// (`npm run build` runs it once the JavaScript is built):
//   npx tsx scripts/package-sizes/generate.ts
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packageIdentity } from '../package-layout'
import { measureSizes } from './measure-sizes'
import { kilobytes, README, writeReadmeSizes } from './readme-sizes'

const root = fileURLToPath(new URL('../..', import.meta.url))
if (!existsSync(join(root, 'dist', 'standalone.js'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}
const sizes = await measureSizes(root)
const changed = writeReadmeSizes(root, sizes, packageIdentity().name)
console.log(`${Object.entries(sizes).map(([name, bytes]) => `${name} ${kilobytes(bytes)}`).join(', ')} (gzip)${changed ? `: wrote ${README}` : ''}`)
