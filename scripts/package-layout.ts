// Where the package's build puts each tag's registering module, and the package's name and version:
// shared by the build (tsup.config.ts), the package's exports (scripts/widget-lists) and the
// reference pages (scripts/elements-manifest).
import { readFileSync } from 'node:fs'
import { WIDGETS } from '../widgets/widget-list'

/** The folder of dist/ holding one registering module per tag (`dist/elements/fw-top-items.js`). */
export const ELEMENT_ENTRIES_DIR = 'elements'

/** Every tag of the widget list → its registering module's source (`widgets/<folder>/<tag without fw->.element.ts`), by tag. */
export function elementSources(): Record<string, string> {
  const pairs = WIDGETS.flatMap((entry) => Object.keys(entry.elements).map((tag): [string, string] => [tag, `widgets/${entry.folder}/${tag.slice(3)}.element.ts`]))
  return Object.fromEntries(pairs.sort(([a], [b]) => a.localeCompare(b)))
}

/** The package's name and version, as package.json says. */
export function packageIdentity(): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string }
  return { name, version }
}
