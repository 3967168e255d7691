// The package offers exactly what the build writes: every tsup entry has its `exports` path (with
// types where a declaration is built), and nothing is exported that the build does not make. A new
// widget folder with an index.ts becomes an entry by itself, so this test asks for its export.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageEntries } from '../tsup.config'

interface PackageJson {
  exports: Record<string, string | { types: string; import: string }>
  sideEffects: string[]
}

const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as PackageJson

function exportPathOf(entry: string): string {
  return entry === 'index' ? '.' : `./${entry}`
}

describe("the package's exports", () => {
  it('offer every entry the build writes, and nothing else', () => {
    const fromBuild = Object.keys(packageEntries()).map(exportPathOf).sort()
    const offered = Object.keys(pkg.exports).filter((path) => !path.endsWith('.json')).sort()
    expect(offered).toEqual(fromBuild)
  })

  it('point each entry at its built file, with its declarations', () => {
    for (const entry of Object.keys(packageEntries())) {
      const target = pkg.exports[exportPathOf(entry)]
      expect(target).toEqual({ types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` })
    }
  })

  it('register custom elements only from the elements and standalone entries', () => {
    expect(pkg.sideEffects.filter((path) => path.startsWith('./dist/'))).toEqual(['./dist/elements.js', './dist/standalone.js', './dist/autoloader.js'])
  })
})
