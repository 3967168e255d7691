// A new widget's names from its folder's, and its entries in the widget list (alphabetical) and
// the route table (an admin page, in the sidebar when labelled), made as text edits that leave
// the rest of each file as it was.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { withAdminRoute, withListEntry } from './list-edits'
import { widgetNames, type WidgetNames } from './names'

const root = join(__dirname, '../..')
const names = widgetNames('stand-notes') as WidgetNames

describe('a new widget', () => {
  it('takes its names from its folder', () => {
    expect(names).toEqual({ folder: 'stand-notes', tag: 'fw-stand-notes', component: 'StandNotes', camel: 'standNotes', title: 'Stand notes' })
  })

  it('refuses names that cannot be a widget folder', () => {
    expect(widgetNames('notes')).toEqual({ error: expect.stringContaining('two or more lowercase words') })
    expect(widgetNames('Stand-Notes')).toEqual({ error: expect.stringContaining('is not a widget name') })
    expect(widgetNames('fw-stand-notes')).toEqual({ error: expect.stringContaining('give the name without it') })
    expect(widgetNames('chart-kit')).toEqual({ error: expect.stringContaining('reserved') })
  })

  it('enters the widget list in alphabetical place, once', () => {
    const list = readFileSync(join(root, 'widgets/widget-list.ts'), 'utf8')
    const edited = withListEntry(list, names)
    const folders = [...edited.matchAll(/^ {4}folder: '([a-z0-9-]+)',$/gm)].map((match) => match[1])
    expect(folders).toEqual([...folders].sort())
    expect(folders.filter((folder) => folder === 'stand-notes')).toHaveLength(1)
    expect(edited).toContain("      'fw-stand-notes': () => import('./stand-notes/stand-notes.element'),\n")
    expect(edited.replace(/ {2}\{\n {4}folder: 'stand-notes',[\s\S]*?\n {2}\},\n/, '')).toBe(list)
    expect(() => withListEntry(edited, names)).toThrow('already lists stand-notes')
  })

  it('adds its admin page to the route table, in the sidebar only when labelled', () => {
    const table = readFileSync(join(root, 'shell/routing/route-table.ts'), 'utf8')
    expect(withAdminRoute(table, names, undefined)).toContain(
      "  adminStandNotes: { path: '/admin/stand-notes', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-stand-notes', shows: ['fw-stand-notes'] },\n} as const",
    )
    expect(withAdminRoute(table, names, 'Stand Notes')).toContain("shows: ['fw-stand-notes'], adminNav: 'Stand Notes' },")
    expect(() => withAdminRoute(table, names, "Bob's")).toThrow('is not a sidebar label')
    expect(() => withAdminRoute(withAdminRoute(table, names, undefined), names, undefined)).toThrow('already has a route adminStandNotes')
  })
})
