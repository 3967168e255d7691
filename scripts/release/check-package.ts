// `npm run test:package`, after `npm run build`: the package as it would be published. Packs it
// once (without building again) and checks the tarball:
// - publint --strict (the exports, the files they name, module formats);
// - @arethetypeswrong/cli under the ESM-only profile (the package ships ES modules only: a
//   require() from CommonJS is not offered, so node10 and node16-from-CJS resolution are not
//   checked), every export and each tag's own `./elements/<tag>`, which attw skips as a pattern;
// - every tag's reference page is in it, and the files tools read (package.json's customElements
//   and web-types, VS Code's HTML data), and every relative link of the README and of those pages
//   resolves to a file in it.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { WIDGETS } from '../../widgets/widget-list'
import { VSCODE_DATA_FILE } from '../elements-manifest/render-editor-data'
import { tarballProblems } from './tarball-contents'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules/.bin', name)

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n$ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

const scratch = mkdtempSync(join(tmpdir(), 'fw-package-'))
try {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' })) as {
    filename: string
    size: number
    unpackedSize: number
    files: { path: string }[]
  }[]
  const tarball = join(scratch, packed!.filename)
  console.log(`${packed!.filename}: ${(packed!.size / 1024 / 1024).toFixed(2)} MB packed, ${(packed!.unpackedSize / 1024 / 1024).toFixed(2)} MB unpacked, ${packed!.files.length} files`)

  const tags = WIDGETS.flatMap((entry) => Object.keys(entry.elements))
  const files = packed!.files.map((file) => file.path)
  const documents = Object.fromEntries(files.filter((file) => file === 'README.md' || file.startsWith('docs/')).filter((file) => file.endsWith('.md')).map((file) => [file, readFileSync(join(root, file), 'utf8')]))
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { customElements?: string; 'web-types'?: string }
  const required: Record<string, string> = { [VSCODE_DATA_FILE]: "VS Code's html.customData, as the README sets it" }
  if (manifest.customElements) required[manifest.customElements] = "package.json's customElements"
  if (manifest['web-types']) required[manifest['web-types']] = "package.json's web-types"
  const problems = tarballProblems(files, documents, tags, required)
  for (const problem of problems) console.error(`  - ${problem}`)
  if (problems.length === 0) console.log(`The tarball holds the ${tags.length} reference pages and ${Object.keys(required).join(', ')}, and every relative link of its README and those pages resolves inside it.`)

  const linted = run('publint --strict', bin('publint'), ['--strict', tarball])
  const typed = run('attw --profile esm-only', bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--include-entrypoints', ...tags.map((tag) => `./elements/${tag}`)])
  if (problems.length > 0 || !linted || !typed) process.exitCode = 1
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
