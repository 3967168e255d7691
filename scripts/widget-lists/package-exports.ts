// package.json's `exports`, made from what the build writes (tsup.config's entries, which come from
// the widget list): the root entry, one subpath per widget folder and kit, the registering
// entries (all tags, one tag each: `./elements/<tag>`), the autoloader for bundlers, then the
// manifest and package.json itself. The rest of package.json stays as written.
import { ELEMENT_ENTRIES_DIR, packageEntries } from '../../tsup.config'

type ExportTarget = string | { types: string; import: string }

/** The build's entry behind `./autoloader`: widgets/autoloader.ts built for apps with a bundler. */
export const AUTOLOADER_ENTRY = 'lazy-elements'

const target = (entry: string) => ({ types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` })

/** Subpath → the build's entry it offers (`./elements/*` stands for every `elements/<tag>` entry). */
export function exportedEntries(): Record<string, string> {
  const entries = Object.keys(packageEntries())
  const fixed = ['index', 'elements', AUTOLOADER_ENTRY, 'standalone']
  const folders = entries.filter((entry) => !fixed.includes(entry) && !entry.startsWith(`${ELEMENT_ENTRIES_DIR}/`)).sort()
  return {
    '.': 'index',
    ...Object.fromEntries(folders.map((entry) => [`./${entry}`, entry])),
    './elements': 'elements',
    [`./${ELEMENT_ENTRIES_DIR}/*`]: `${ELEMENT_ENTRIES_DIR}/*`,
    './standalone': 'standalone',
    './autoloader': AUTOLOADER_ENTRY,
  }
}

/** The `exports` map the build's entries ask for, in the order a reader looks for them. */
export function packageExports(): Record<string, ExportTarget> {
  return {
    ...Object.fromEntries(Object.entries(exportedEntries()).map(([path, entry]) => [path, target(entry)])),
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  }
}

/** package.json's text with its `exports` as the build's entries ask (npm's own two-space JSON). */
export function withPackageExports(packageText: string): string {
  const pkg = JSON.parse(packageText) as Record<string, unknown>
  return `${JSON.stringify({ ...pkg, exports: packageExports() }, null, 2)}\n`
}
