// package.json's `exports`, made from what the build writes (tsup.config's entries, which come from
// the widget list): the root entry, one subpath per widget folder and kit, the registering
// entries, then the manifest and package.json itself. The rest of package.json stays as written.
import { packageEntries } from '../../tsup.config'

type ExportTarget = string | { types: string; import: string }

/** The `exports` map the build's entries ask for, in the order a reader looks for them. */
export function packageExports(): Record<string, ExportTarget> {
  const entries = Object.keys(packageEntries())
  const target = (entry: string) => ({ types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` })
  const fixed = ['index', 'elements', 'standalone', 'autoloader']
  return {
    '.': target('index'),
    ...Object.fromEntries(entries.filter((entry) => !fixed.includes(entry)).sort().map((entry) => [`./${entry}`, target(entry)])),
    ...Object.fromEntries(fixed.slice(1).filter((entry) => entries.includes(entry)).map((entry) => [`./${entry}`, target(entry)])),
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  }
}

/** package.json's text with its `exports` as the build's entries ask (npm's own two-space JSON). */
export function withPackageExports(packageText: string): string {
  const pkg = JSON.parse(packageText) as Record<string, unknown>
  return `${JSON.stringify({ ...pkg, exports: packageExports() }, null, 2)}\n`
}
