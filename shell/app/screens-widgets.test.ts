// The shell composes the fw-* elements themselves (docs/shell-and-widgets.md#the-widget-list-and-the-route-table), named in the one list of widgets,
// through their typed JSX tags: every tag the shell renders is in the list, the module that
// registers it is the one the list (and so the autoloader and the package) loads, each route's
// screen renders the elements the route table says it shows, and every screen module is a route's.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { WIDGETS } from '../../widgets/widget-list'
import { LAYOUT_ELEMENTS, ROUTES } from '../routing/route-table'
import { SCREEN_MODULES } from './screens'

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
const sources = shellSources().map((path) => ({ path: relative(shellDir, path), text: readFileSync(path, 'utf8') }))
/** The fw-* tags a source renders as JSX. */
const tagsIn = (text: string) => [...text.matchAll(/<(fw-[a-z-]+)[\s/>]/g)].map((match) => match[1] ?? '')
const rendered = sources.flatMap(({ path, text }) => tagsIn(text).map((tag) => ({ path, tag })))
const imported = sources.flatMap(({ path, text }) => [...text.matchAll(/import\(?\s*'(?:\.\.\/)+(widgets\/[a-z-]+\/[a-z-]+\.element)'/g)].map((match) => ({ path, module: match[1] ?? '' })))
const screenRoutes = Object.entries(ROUTES).flatMap(([name, route]) => ('screen' in route ? [{ name, screen: route.screen, shows: 'shows' in route ? route.shows : [] }] : []))

describe("the shell's screens", () => {
  it('render elements (a dozen and more) through their JSX tags, each a tag of the widget list', () => {
    expect(new Set(rendered.map(({ tag }) => tag)).size).toBeGreaterThan(12)
    for (const { path, tag } of rendered) expect(listed.has(tag), `${path} renders ${tag}`).toBe(true)
  })

  it('register each tag they render with the module the list loads for it', () => {
    const modules = new Set(listed.values())
    for (const { path, module } of imported) expect(modules.has(module), `${path} imports ${module}`).toBe(true)
    const importedModules = new Set(imported.map(({ module }) => module))
    for (const { path, tag } of rendered) expect(importedModules.has(listed.get(tag) ?? ''), `${path}: ${tag} is registered somewhere in the shell`).toBe(true)
  })

  it("are the route table's: each route's screen module exists, registers and renders what the route shows", () => {
    for (const { name, screen, shows } of screenRoutes) {
      expect(SCREEN_MODULES[screen], `${name}: shell/${screen}.tsx`).toBeDefined()
      const text = readFileSync(join(shellDir, `${screen}.tsx`), 'utf8')
      for (const tag of shows) {
        expect(tagsIn(text), `${screen} renders ${tag}`).toContain(tag)
        expect(text, `${screen} registers ${tag}`).toContain(`'../../${listed.get(tag)}'`)
      }
      expect(tagsIn(text).sort(), `${name} shows every element ${screen} renders`).toEqual([...new Set(shows)].sort())
    }
  })

  it('are each named by a route', () => {
    const named = new Set<string>(screenRoutes.map(({ screen }) => screen))
    expect(Object.keys(SCREEN_MODULES).filter((module) => !named.has(module))).toEqual([])
  })

  it("draw the layouts' elements somewhere in the shell", () => {
    const everywhere = new Set(rendered.map(({ tag }) => tag))
    for (const tag of Object.values(LAYOUT_ELEMENTS).flat()) expect(everywhere.has(tag), tag).toBe(true)
  })
})
