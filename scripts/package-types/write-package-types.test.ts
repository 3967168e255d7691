import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { entryDeclaration, rewriteSpecifiers, withJsExtension, writePackageTypes } from './write-package-types'

describe('the package declarations', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'fw-types-'))
    mkdirSync(join(dist, 'types/widgets/top-items'), { recursive: true })
    mkdirSync(join(dist, 'types/src/format'), { recursive: true })
    writeFileSync(join(dist, 'types/widgets/index.d.ts'), 'export * from "./top-items";\n')
    writeFileSync(join(dist, 'types/src/format/money.d.ts'), 'export declare const money: (cents: number) => string;\n')
    writeFileSync(join(dist, 'types/src/format/index.d.ts'), "export * from './money';\n")
    writeFileSync(
      join(dist, 'types/widgets/top-items/index.d.ts'),
      [
        "export { money } from '../../src/format/money';",
        "export * from '../../src/format';",
        'export declare const props: import("..").Props;',
        "export { default as styles } from './top-items.css?inline';",
        "import type { ReactNode } from 'react';",
        '',
      ].join('\n'),
    )
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('gives relative specifiers the .js a Node16 resolution needs, folders their index.js', () => {
    const file = join(dist, 'types/widgets/top-items/index.d.ts')
    expect(withJsExtension(file, '../../src/format/money')).toBe('../../src/format/money.js')
    expect(withJsExtension(file, '../../src/format')).toBe('../../src/format/index.js')
    expect(withJsExtension(file, '..')).toBe('../index.js')
    expect(withJsExtension(file, './top-items.css?inline')).toBe('./top-items.css?inline')
  })

  it('rewrites a declaration file in place and leaves package specifiers alone', () => {
    const file = join(dist, 'types/widgets/top-items/index.d.ts')
    expect(rewriteSpecifiers(file)).toBe(true)
    const text = readFileSync(file, 'utf8')
    expect(text).toContain("from '../../src/format/money.js'")
    expect(text).toContain("from '../../src/format/index.js'")
    expect(text).toContain('import("../index.js").Props')
    expect(text).toContain("from 'react'")
    expect(rewriteSpecifiers(file)).toBe(false)
  })

  it('writes an entry declaration that references the style-text types and re-exports its source', () => {
    writePackageTypes(dist, { 'top-items': 'widgets/top-items/index.ts', index: 'widgets/index.ts' })
    expect(readFileSync(join(dist, 'top-items.d.ts'), 'utf8')).toBe(entryDeclaration('top-items', 'widgets/top-items/index.ts'))
    expect(entryDeclaration('top-items', 'widgets/top-items/index.ts')).toBe(
      "/// <reference path=\"../src/elements/css-inline.d.ts\" />\nexport * from './types/widgets/top-items/index.js'\n",
    )
    expect(readFileSync(join(dist, 'types/widgets/index.d.ts'), 'utf8')).toContain('"./top-items/index.js"')
  })

  it('writes the declaration of an entry in a folder of dist/ with paths from that folder', () => {
    writeFileSync(join(dist, 'types/widgets/top-items/top-items.element.d.ts'), 'export {};\n')
    writePackageTypes(dist, { 'elements/fw-top-items': 'widgets/top-items/top-items.element.ts' })
    expect(readFileSync(join(dist, 'elements/fw-top-items.d.ts'), 'utf8')).toBe(
      "/// <reference path=\"../../src/elements/css-inline.d.ts\" />\nexport * from '../types/widgets/top-items/top-items.element.js'\n",
    )
  })

  it('refuses an entry whose declarations tsc did not emit', () => {
    expect(() => writePackageTypes(dist, { missing: 'widgets/missing/index.ts' })).toThrow(/No declarations were emitted for widgets\/missing\/index.ts/)
  })
})
