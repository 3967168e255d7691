// Writes custom-elements.json from the element files (`npm run build` runs it first):
//   npx tsx scripts/elements-manifest/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { generatedFiles } from './outputs'
import { REPOSITORY_ROOT } from './source-program'

const files = generatedFiles()
for (const [path, text] of files) {
  mkdirSync(dirname(join(REPOSITORY_ROOT, path)), { recursive: true })
  writeFileSync(join(REPOSITORY_ROOT, path), text)
}
console.log(`Wrote ${[...files.keys()].join(', ')}`)
