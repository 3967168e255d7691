// The two lists a widget is entered in, edited as text so the rest of each file stays as it is:
// its entry in widgets/widget-list.ts (in alphabetical place), and, for a widget with an admin
// page, its route in shell/routing/route-table.ts (last, before the table closes).
import type { WidgetNames } from './names'
import { adminRouteName } from './names'

/** widget-list.ts with the widget's entry in its alphabetical place among the others. */
export function withListEntry(listSource: string, names: WidgetNames): string {
  const open = listSource.indexOf('export const WIDGETS = [')
  const close = listSource.indexOf('] as const satisfies readonly WidgetListEntry[]', open)
  if (open < 0 || close < 0) throw new Error('widgets/widget-list.ts has no WIDGETS list')
  const folders = [...listSource.slice(open, close).matchAll(/^ {4}folder: '([a-z0-9-]+)',$/gm)].map((match) => match[1]!)
  if (folders.includes(names.folder)) throw new Error(`widgets/widget-list.ts already lists ${names.folder}`)
  const entry = [
    '  {',
    `    folder: '${names.folder}',`,
    '    elements: {',
    `      '${names.tag}': () => import('./${names.folder}/${names.folder}.element'),`,
    '    },',
    '  },',
    '',
  ].join('\n')
  const next = folders.find((folder) => folder > names.folder)
  const at = next === undefined ? close : listSource.lastIndexOf('  {\n', listSource.indexOf(`    folder: '${next}',`, open))
  return listSource.slice(0, at) + entry + listSource.slice(at)
}

/** route-table.ts with the widget's admin page, /admin/<folder>, and its sidebar entry when a label is given. */
export function withAdminRoute(tableSource: string, names: WidgetNames, navLabel: string | undefined): string {
  const close = tableSource.indexOf('} as const satisfies Record<string, RouteDefinition>')
  if (close < 0) throw new Error('shell/routing/route-table.ts has no ROUTES table')
  const route = adminRouteName(names)
  if (new RegExp(`^  ${route}:`, 'm').test(tableSource)) throw new Error(`shell/routing/route-table.ts already has a route ${route}`)
  if (navLabel !== undefined && !/^[A-Za-z0-9][A-Za-z0-9 ]*$/.test(navLabel)) throw new Error(`"${navLabel}" is not a sidebar label: letters, digits and spaces`)
  const nav = navLabel === undefined ? '' : `, adminNav: '${navLabel}'`
  const line = `  ${route}: { path: '/admin/${names.folder}', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-${names.folder}', shows: ['${names.tag}']${nav} },\n`
  return tableSource.slice(0, close) + line + tableSource.slice(close)
}
