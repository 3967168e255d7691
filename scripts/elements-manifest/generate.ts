// Writes custom-elements.json, docs/elements/*.md, the editors' HTML data
// (vscode.html-custom-data.json, web-types.json), widgets/jsx-elements.ts and
// ladle/elements.stories.tsx from the element files (`npm run build` runs it first), then the
// lines made from the lists and the manifest (../widget-lists: the entries, the README's table):
//   npx tsx scripts/elements-manifest/generate.ts
// A reference page of a tag no longer in the list is removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { writeListFiles } from '../widget-lists/outputs'
import { generatedFiles } from './outputs'
import { DOCS_DIR } from './render-docs'
import { REPOSITORY_ROOT } from './source-program'

const files = generatedFiles()
for (const [path, text] of files) {
  mkdirSync(dirname(join(REPOSITORY_ROOT, path)), { recursive: true })
  writeFileSync(join(REPOSITORY_ROOT, path), text)
}
for (const name of readdirSync(join(REPOSITORY_ROOT, DOCS_DIR))) {
  if (!files.has(`${DOCS_DIR}/${name}`)) rmSync(join(REPOSITORY_ROOT, DOCS_DIR, name))
}
const docs = [...files.keys()].filter((path) => path.startsWith(`${DOCS_DIR}/`))
console.log(`Wrote ${[...files.keys()].filter((path) => !docs.includes(path)).join(', ')} and ${docs.length} files in ${DOCS_DIR}/`)
const lists = writeListFiles(REPOSITORY_ROOT)
if (lists.length > 0) console.log(`Wrote the generated lines of ${lists.join(', ')}`)
