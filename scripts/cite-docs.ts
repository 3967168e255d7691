// Points every citation of the customer's specification and our first design notes, which the
// repository does not hold, at the repository's own design documents instead (./cite-docs):
//   npx tsx scripts/cite-docs.ts            rewrites them in every file outside docs/
//   npx tsx scripts/cite-docs.ts --check    lists any left and fails, changing nothing
// Run it after merging code written before docs/ existed.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hasCitation, rewriteCitations } from './cite-docs/rewrite'

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..')
const check = process.argv.includes('--check')

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && !path.startsWith('docs/') && !path.startsWith('node_modules/'))

let changed = 0
let left = 0
for (const path of files) {
  let text: string
  try {
    text = readFileSync(join(root, path), 'utf8')
  } catch {
    continue
  }
  if (!hasCitation(text)) continue
  if (check) {
    const lines = text.split('\n')
    lines.forEach((content, index) => {
      if (hasCitation(lines.slice(index, index + 2).join('\n')) && !hasCitation(lines[index + 1] ?? '')) {
        console.log(`${path}:${index + 1}: ${content.trim()}`)
        left += 1
      }
    })
    continue
  }
  writeFileSync(join(root, path), rewriteCitations(text, path))
  changed += 1
}
if (check) {
  console.log(left === 0 ? 'No citation outside docs/.' : `${left} citation lines outside docs/: run npx tsx scripts/cite-docs.ts`)
  process.exit(left === 0 ? 0 : 1)
}
console.log(`Rewrote the citations of ${changed} files.`)
