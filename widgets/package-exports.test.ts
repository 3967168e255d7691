// The package offers exactly what the build writes: every tsup entry has its `exports` path (with
// types where a declaration is built), and nothing is exported that the build does not make. A new
// widget folder with an index.ts becomes an entry by itself, so this test asks for its export; a
// new tag becomes `./elements/<tag>` through the one pattern.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportedEntries } from '../scripts/widget-lists/package-exports'
import { ELEMENT_ENTRIES_DIR, packageEntries } from '../tsup.config'
import { WIDGETS } from './widget-list'

interface PackageJson {
  exports: Record<string, string | { types: string; import: string }>
  sideEffects: string[]
}

const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as PackageJson

describe("the package's exports", () => {
  it('offer every entry the build writes, and nothing else', () => {
    const offered = Object.keys(pkg.exports).filter((path) => !path.endsWith('.json')).sort()
    expect(offered).toEqual(Object.keys(exportedEntries()).sort())
    const exported = new Set(Object.values(exportedEntries()))
    const unexported = Object.keys(packageEntries()).filter((name) => !exported.has(name) && !name.startsWith(`${ELEMENT_ENTRIES_DIR}/`))
    expect(unexported).toEqual([])
  })

  it('point each subpath at its built file, with its declarations', () => {
    for (const [path, entry] of Object.entries(exportedEntries())) {
      expect(pkg.exports[path], path).toEqual({ types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` })
    }
  })

  it("offer the autoloader's bundler build as ./autoloader, and each listed tag's registering module as ./elements/<tag>", () => {
    expect(exportedEntries()['./autoloader']).toBe('lazy-elements')
    expect(pkg.exports['./elements/*']).toEqual({ types: './dist/elements/*.d.ts', import: './dist/elements/*.js' })
    const tags = WIDGETS.flatMap((entry) => Object.keys(entry.elements))
    const tagEntries = Object.keys(packageEntries()).filter((name) => name.startsWith(`${ELEMENT_ENTRIES_DIR}/`))
    expect(tagEntries.sort()).toEqual(tags.map((tag) => `${ELEMENT_ENTRIES_DIR}/${tag}`).sort())
  })

  it('mark as side effects exactly the built files that register custom elements or start the autoloader', () => {
    expect(pkg.sideEffects.filter((path) => path.startsWith('./dist/'))).toEqual([
      './dist/elements.js',
      './dist/elements/*.js',
      './dist/lazy-elements.js',
      './dist/standalone.js',
      './dist/autoloader.js',
      './dist/autoload/*.js',
    ])
  })
})
