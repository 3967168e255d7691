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

/** The shipped module that registers `tag`, from the package's root (`dist/elements/fw-top-items.js`). */
export function elementModule(tag: string): string {
  return `dist/${ELEMENT_ENTRIES_DIR}/${tag}.js`
}

/** How a consumer imports that module (`@fireworks/dashboard/elements/fw-top-items`). */
export function elementSpecifier(tag: string): string {
  return `${packageIdentity().name}/${ELEMENT_ENTRIES_DIR}/${tag}`
}

/** The package's name and version, as package.json says. */
export function packageIdentity(): { name: string; version: string } {
  const { name, version } = readPackageJson()
  return { name, version }
}

/**
 * Where a reader finds a tag's reference page on the web, for editors' hover links: beside the
 * README at the package's `homepage` (package.json), so moving the repository moves every link.
 */
export function referencePageUrl(tag: string): string {
  const { homepage } = readPackageJson()
  if (!homepage) throw new Error('package.json needs a homepage: the editors\' reference links start there')
  return `${homepage.replace(/#.*$/, '').replace(/\/$/, '')}/docs/elements/${tag}.md`
}

function readPackageJson(): { name: string; version: string; homepage?: string } {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string; homepage?: string }
}
