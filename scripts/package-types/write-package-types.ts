// The package's type declarations, after `tsc -p tsconfig.package-types.json` has emitted one
// .d.ts per source file into dist/types/ (about 20 s, where bundling them per entry took minutes):
// - relative specifiers get the `.js` a consumer's Node16/NodeNext resolution needs in an ES
//   module's declarations (`./format` → `./format.js`, a folder → `./folder/index.js`);
// - each package entry gets its dist/<entry>.d.ts, re-exporting its source's declarations, with
//   the reference that types the widgets' `?inline` style imports as strings.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** Where tsc writes the declarations, under dist/. */
export const TYPES_DIR = 'types'

const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g

/** The specifier a Node16 resolution finds from `fromFile`: with `.js`, or `/index.js` for a folder. */
export function withJsExtension(fromFile: string, specifier: string): string {
  if (/\.(js|css\?inline|json)$/.test(specifier)) return specifier
  const target = resolve(dirname(fromFile), specifier)
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`
  return specifier
}

/** Rewrites one declaration file's relative specifiers; returns whether it changed. */
export function rewriteSpecifiers(file: string): boolean {
  const text = readFileSync(file, 'utf8')
  const next = text.replace(RELATIVE_SPECIFIER, (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${withJsExtension(file, specifier)}${quote}`)
  if (next === text) return false
  writeFileSync(file, next)
  return true
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return declarationFiles(path)
    return name.endsWith('.d.ts') ? [path] : []
  })
}

/**
 * The text of dist/<name>.d.ts for an entry whose source is `source` (e.g. `top-items` from
 * widgets/top-items/index.ts, `elements/fw-top-items` from its element file): paths relative to
 * where the entry's file sits, one folder deeper for an entry in a folder of dist/.
 */
export function entryDeclaration(name: string, source: string): string {
  const up = '../'.repeat(name.split('/').length - 1)
  const target = `${up || './'}${TYPES_DIR}/${source.replace(/\.tsx?$/, '.js')}`
  return `/// <reference path="../${up}src/elements/css-inline.d.ts" />\nexport * from '${target}'\n`
}

/** Rewrites dist/types and writes an entry declaration for each of `entries` (name → source). */
export function writePackageTypes(distDir: string, entries: Record<string, string>): void {
  const typesDir = join(distDir, TYPES_DIR)
  for (const file of declarationFiles(typesDir)) rewriteSpecifiers(file)
  for (const [name, source] of Object.entries(entries)) {
    const emitted = join(typesDir, source.replace(/\.tsx?$/, '.d.ts'))
    if (!existsSync(emitted)) throw new Error(`No declarations were emitted for ${source} (expected ${relative(distDir, emitted)})`)
    mkdirSync(dirname(join(distDir, `${name}.d.ts`)), { recursive: true })
    writeFileSync(join(distDir, `${name}.d.ts`), entryDeclaration(name, source))
  }
}
