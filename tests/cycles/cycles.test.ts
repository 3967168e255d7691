// No import circle in the product code, type-only imports included: `npm run check:cycles` (dpdm,
// configured in dpdm.config.json, which `npm run lint` runs too) reads `import type` as an import,
// which eslint's import-x/no-cycle does not. A circle of type imports alone fails it (the fixture);
// the code has none.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(__dirname, '../..')
const dpdm = join(root, 'node_modules/.bin/dpdm')

function check(...files: string[]): { status: number | null; output: string } {
  const result = spawnSync(dpdm, files, { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the cycle check', () => {
  it('fails on a circle of type imports alone, naming its files', () => {
    const { status, output } = check('tests/cycles/fixtures/type-only/*.ts')
    expect(status).toBe(1)
    expect(output).toContain('1) tests/cycles/fixtures/type-only/season-plan.ts -> tests/cycles/fixtures/type-only/late-shape.ts')
  })

  it('finds no circle in src, widgets, shell and server', () => {
    const { status, output } = check()
    expect(output).toContain('no circular dependency was found')
    expect(status).toBe(0)
  })
}, 120_000)
