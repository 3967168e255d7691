// The scaffold, run in a temporary copy of the repository (so nothing here changes): a widget with
// an admin page takes one command, which edits three files outside the widget's folder (the widget
// list, the route table, the screen) and generates the rest; and with no other edit the widget
// typechecks, lints, passes the list tests and its own, builds in Ladle and is on the browser
// tests' axe screen list.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const root = join(__dirname, '..')
const NAME = 'stand-notes'
const TAG = `fw-${NAME}`
const FOLDER = `widgets/${NAME}/`
/** What a person edits for a widget with an admin page, outside its folder (here, the scaffold does). */
const EDITED = ['shell/routing/route-table.ts', 'shell/screens/admin-stand-notes.tsx', 'widgets/widget-list.ts']
/** What the generators write from the lists and the element files. */
const GENERATED = [
  'README.md',
  'custom-elements.json',
  'docs/elements/README.md',
  `docs/elements/${TAG}.md`,
  'ladle/elements.stories.tsx',
  'package.json',
  'vscode.html-custom-data.json',
  'web-types.json',
  'widgets/elements.ts',
  'widgets/index.ts',
  'widgets/jsx-tags-m-to-z.ts',
  'widgets/standalone.ts',
]

let copy: string
let before: Map<string, string>

/** The repository's files as git sees them (committed or not, ignored ones left out). */
function repositoryFiles(dir: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: dir, encoding: 'utf8' })
  return listed.stdout.split('\0').filter((path) => path !== '' && existsSync(join(dir, path)))
}

function hashes(dir: string, paths: readonly string[]): Map<string, string> {
  return new Map(paths.map((path) => [path, createHash('sha256').update(readFileSync(join(dir, path))).digest('hex')]))
}

/** Every file under `dir` (relative), node_modules, build output and git left out. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`
    if (['node_modules', '.tsbuild', 'build', 'dist', '.git'].includes(entry.name)) return []
    return entry.isDirectory() ? filesUnder(dir, path) : [path]
  })
}

function run(command: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '1', FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 })
}

const tool = (name: string) => join(root, 'node_modules/.bin', name)
const output = (result: SpawnSyncReturns<string>) => `${result.stdout}\n${result.stderr}`.slice(-4000)

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'fw-new-widget-'))
  const files = repositoryFiles(root)
  for (const path of files) cpSync(join(root, path), join(copy, path))
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  // The compiler's incremental state, copied after the sources (so newer than them): tsc -b then
  // checks only what the scaffold changed.
  if (existsSync(join(root, '.tsbuild'))) cpSync(join(root, '.tsbuild'), join(copy, '.tsbuild'), { recursive: true })
  before = hashes(copy, filesUnder(copy))
  const scaffold = run(process.execPath, ['--import', 'tsx', 'scripts/new-widget.ts', NAME, '--admin-page'])
  if (scaffold.status !== 0) throw new Error(`the scaffold failed:\n${output(scaffold)}`)
}, 600_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('npm run new:widget -- stand-notes --admin-page', () => {
  it('writes the folder, edits three files outside it and generates the rest', () => {
    const after = hashes(copy, filesUnder(copy))
    const changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path)
    expect([...before.keys()].filter((path) => !after.has(path)), 'nothing is removed').toEqual([])
    expect(changed.filter((path) => path.startsWith(FOLDER)).sort()).toEqual(
      ['index.ts', 'stand-notes.css', 'stand-notes.element.ts', 'stand-notes.stories.tsx', 'stand-notes.test.tsx', 'stand-notes.tsx', 'styles.ts'].map((file) => FOLDER + file),
    )
    const outside = changed.filter((path) => !path.startsWith(FOLDER))
    expect(outside.filter((path) => !GENERATED.includes(path)).sort()).toEqual(EDITED)
    expect(outside.filter((path) => GENERATED.includes(path)).sort()).toEqual(GENERATED)
    expect(readFileSync(join(copy, `docs/elements/${TAG}.md`), 'utf8')).toContain('`location-id`')
    expect(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).exports['./stand-notes']).toEqual({ types: './dist/stand-notes.d.ts', import: './dist/stand-notes.js' })
  })

  it('refuses a name already taken, changing nothing', () => {
    const snapshot = hashes(copy, filesUnder(copy))
    const again = run(process.execPath, ['--import', 'tsx', 'scripts/new-widget.ts', NAME])
    expect(again.status).toBe(1)
    expect(again.stderr).toContain(`widgets/${NAME} exists already`)
    const bad = run(process.execPath, ['--import', 'tsx', 'scripts/new-widget.ts', 'Notes'])
    expect(bad.stderr).toContain('is not a widget name')
    expect(hashes(copy, filesUnder(copy))).toEqual(snapshot)
  })

  it('typechecks (tsc -b, the walls included)', () => {
    const result = run(tool('tsc'), ['-b'])
    expect(result.status, output(result)).toBe(0)
  }, 900_000)

  it('lints', () => {
    const result = run(tool('eslint'), [FOLDER, ...EDITED, ...GENERATED.filter((path) => /\.tsx?$/.test(path))])
    expect(result.status, output(result)).toBe(0)
  }, 300_000)

  it('passes the list tests and its own', () => {
    const result = run(tool('vitest'), [
      'run',
      FOLDER,
      'widgets/widget-list.test.ts',
      'widgets/elements.test.ts',
      'widgets/element-parts.test.tsx',
      'widgets/package-exports.test.ts',
      'scripts/widget-lists/generated-lists.test.ts',
      'scripts/elements-manifest/generated-files.test.ts',
      'shell/app/screens-widgets.test.ts',
      'tests/e2e/shell-screens.test.ts',
    ])
    expect(result.status, output(result)).toBe(0)
    // eslint-disable-next-line no-control-regex -- the escape codes of the reporter's colours
    expect(result.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Test Files\s+9 passed/)
  }, 900_000)

  it('builds its stories in Ladle', () => {
    const result = run(tool('ladle'), ['build', '--config', 'ladle'])
    expect(result.status, output(result)).toBe(0)
    const meta = JSON.parse(readFileSync(join(copy, 'build/meta.json'), 'utf8')) as { stories: Record<string, unknown> }
    expect(Object.keys(meta.stories)).toEqual(expect.arrayContaining(['widgets--stand-notes--default', 'widgets--stand-notes--dark']))
  }, 900_000)

  it("is on the browser tests' axe screen list", () => {
    const script = "import { screensToCheck } from './tests/e2e/shell-screens.ts'; console.log(JSON.stringify(screensToCheck({ locationId: 'L1', compared: ['L1', 'L2'], year: 2025, orderId: 'O1' })))"
    const result = run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script])
    expect(result.status, output(result)).toBe(0)
    const screens = JSON.parse(result.stdout) as { route: string; url: string; shows: string[] }[]
    expect(screens.find((screen) => screen.route === 'adminStandNotes')).toMatchObject({ url: '/admin/stand-notes', shows: ['fw-stand-notes'] })
    expect(dirname(copy)).toBe(tmpdir())
  })
})
