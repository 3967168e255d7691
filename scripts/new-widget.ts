// A new widget in one command, `npm run new:widget -- NAME [--admin-page [--nav LABEL]]`: writes
// widgets/NAME/ (component, element, styles, stories, test, index), enters it in
// widgets/widget-list.ts, and with --admin-page gives it the admin page /admin/NAME (its screen
// in shell/screens/ and its route in the route table; --nav LABEL also lists it in the admin
// sidebar). Then it writes what is made from the lists: the manifest, the widget's reference page
// in docs/elements/, the JSX types, the Ladle element story, the package entries and the
// README's element table. Nothing else needs an edit: the autoloader, the build's entries, the
// exports check, the shell's screens and the browser tests' screen list read the lists.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withAdminRoute, withListEntry } from './new-widget/list-edits'
import { widgetNames } from './new-widget/names'
import { adminScreenFile, widgetFiles } from './new-widget/templates'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function fail(message: string): never {
  console.error(`new:widget: ${message}`)
  console.error('Usage: npm run new:widget -- NAME [--admin-page [--nav LABEL]]   (NAME like stand-notes)')
  process.exit(1)
}

function parseArguments(argv: readonly string[]): { name: string; adminPage: boolean; nav: string | undefined } {
  const words = [...argv]
  let name: string | undefined
  let adminPage = false
  let nav: string | undefined
  while (words.length > 0) {
    const word = words.shift()!
    if (word === '--admin-page') adminPage = true
    else if (word === '--nav') nav = words.shift() ?? fail('--nav takes a label')
    else if (word.startsWith('-')) fail(`unknown option ${word}`)
    else if (name === undefined) name = word
    else fail(`one name only (got ${name} and ${word})`)
  }
  if (name === undefined) fail('give the widget a name')
  if (nav !== undefined && !adminPage) fail('--nav goes with --admin-page')
  return { name, adminPage, nav }
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
  console.log(`  wrote ${path}`)
}

function edit(path: string, change: (text: string) => string): void {
  writeFileSync(join(root, path), change(readFileSync(join(root, path), 'utf8')))
  console.log(`  edited ${path}`)
}

const options = parseArguments(process.argv.slice(2))
const names = widgetNames(options.name)
if ('error' in names) fail(names.error)
if (existsSync(join(root, 'widgets', names.folder))) fail(`widgets/${names.folder} exists already`)
const files = widgetFiles(names)
if (options.adminPage) files.set(...adminScreenFile(names))
for (const path of files.keys()) if (existsSync(join(root, path))) fail(`${path} exists already`)

console.log(`New widget ${names.tag}:`)
try {
  // The lists first, so a refusal (a name already listed) leaves no folder behind.
  const list = withListEntry(readFileSync(join(root, 'widgets/widget-list.ts'), 'utf8'), names)
  const table = options.adminPage ? withAdminRoute(readFileSync(join(root, 'shell/routing/route-table.ts'), 'utf8'), names, options.nav) : undefined
  for (const [path, text] of files) write(path, text)
  edit('widgets/widget-list.ts', () => list)
  if (table !== undefined) edit('shell/routing/route-table.ts', () => table)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

// In a process of its own: it reads the lists as they are now.
const generated = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/elements-manifest/generate.ts')], { cwd: root, stdio: 'inherit' })
if (generated.status !== 0) fail('writing the manifest and the generated lines failed (above)')

console.log(`
Done. Next:
  npx vitest run widgets/${names.folder}     its test
  npm run ladle                            its stories under "Widgets / ${names.title}"${options.adminPage ? `\n  npm run dev                              its page at /admin/${names.folder}` : ''}
Then give the component its own figures: the element's attributes (${names.folder}.element.ts), the
props (one line of doc each: the reference page is made from them) and the test.`)
