// The README's table of elements, made from the one list of widgets, the Custom Elements Manifest
// (each tag's summary, written from its element file by scripts/elements-manifest) and the
// shell's route table (the pages that show each tag): a new widget appears in it with no edit.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LAYOUT_ELEMENTS, ROUTES, type LayoutName } from '../../shell/routing/route-table'
import { WIDGETS } from '../../widgets/widget-list'
import type { CustomElementsManifest } from '../elements-manifest/manifest'
import { markdownMarkers } from './generated-region'
import type { GeneratedRegion } from './entries'

const MANIFEST = 'custom-elements.json'

/** Text for a table cell: pipes escaped, new lines joined. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

/** The path every route of a layout lies under ("/stats", "/admin"). */
function layoutRoot(layout: LayoutName): string {
  const paths = Object.values(ROUTES).flatMap((route) => ((route.layouts as readonly LayoutName[]).includes(layout) ? [route.path] : []))
  const segments = paths.map((path) => path.split('/'))
  const shared: string[] = []
  for (let index = 0; segments.every((parts) => parts[index] !== undefined && parts[index] === segments[0]?.[index]); index++) shared.push(segments[0]![index]!)
  return shared.join('/') || '/'
}

/** Where the dashboard shows a tag: the routes whose screen composes it, and the layouts that draw it around every page. */
function shownAt(tag: string): string[] {
  const screens = Object.values(ROUTES).flatMap((route) => ('shows' in route && (route.shows as readonly string[]).includes(tag) ? [`\`${route.path}\``] : []))
  const layouts = Object.entries(LAYOUT_ELEMENTS).flatMap(([layout, tags]) => ((tags as readonly string[]).includes(tag) ? [`every page under \`${layoutRoot(layout as LayoutName)}\``] : []))
  return [...screens, ...layouts]
}

export function readmeElementsRegion(root: string): GeneratedRegion {
  const manifest = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as CustomElementsManifest
  const summaries = new Map(manifest.modules.flatMap((module) => module.declarations.map((declaration) => [declaration.tagName, declaration.summary] as const)))
  const rows = WIDGETS.flatMap((entry) =>
    Object.keys(entry.elements).map((tag) => {
      const where = shownAt(tag)
      return `| [\`<${tag}>\`](docs/elements/${tag}.md) | ${cell(summaries.get(tag) ?? '')} | ${where.length > 0 ? where.join(', ') : 'embedding only'} |`
    }),
  )
  const body = ['| element | what it shows | in the dashboard |', '| --- | --- | --- |', ...rows].join('\n')
  return { path: 'README.md', markers: markdownMarkers(`${MANIFEST}, widgets/widget-list.ts and shell/routing/route-table.ts`), body }
}
