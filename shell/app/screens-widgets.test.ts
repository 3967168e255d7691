// The shell composes the fw-* elements themselves (DESIGN §3c), named in the one list of widgets:
// every tag a screen renders is in the list, and the module a screen imports to register it is the
// one the list (and so the autoloader and the package) loads for that tag.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { WIDGETS } from '../../widgets/widget-list'

const shellDir = join(__dirname, '..')

function shellSources(dir = shellDir, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) shellSources(path, found)
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) found.push(path)
  }
  return found
}

const listed = new Map<string, string>(WIDGETS.flatMap((entry) => Object.keys(entry.elements).map((tag) => [tag, `widgets/${entry.folder}/${tag.slice(3)}.element`] as const)))

describe("the shell's screens", () => {
  const sources = shellSources().map((path) => ({ path: relative(shellDir, path), text: readFileSync(path, 'utf8') }))
  const rendered = sources.flatMap(({ path, text }) => [...text.matchAll(/tag="(fw-[a-z-]+)"/g)].map((match) => ({ path, tag: match[1] ?? '' })))
  const imported = sources.flatMap(({ path, text }) => [...text.matchAll(/import\(?\s*'(?:\.\.\/)+(widgets\/[a-z-]+\/[a-z-]+\.element)'/g)].map((match) => ({ path, module: match[1] ?? '' })))

  it('render elements (a dozen and more), each a tag of the widget list', () => {
    expect(new Set(rendered.map(({ tag }) => tag)).size).toBeGreaterThan(12)
    for (const { path, tag } of rendered) expect(listed.has(tag), `${path} renders ${tag}`).toBe(true)
  })

  it('register each tag they render with the module the list loads for it', () => {
    const modules = new Set(listed.values())
    for (const { path, module } of imported) expect(modules.has(module), `${path} imports ${module}`).toBe(true)
    const importedModules = new Set(imported.map(({ module }) => module))
    for (const { path, tag } of rendered) expect(importedModules.has(listed.get(tag) ?? ''), `${path}: ${tag} is registered somewhere in the shell`).toBe(true)
  })
})
