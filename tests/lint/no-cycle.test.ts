// No import circle in product code (eslint.config.js, import-x/no-cycle): two files written for the
// test into the core, each importing the other, fail lint; once only one imports the other, they pass.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(root, 'src', 'cycle-fixture-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const eslint = new ESLint({ cwd: root, cache: false })
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)))
  return results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => `${result.filePath.slice(dir.length + 1)}: ${message.message}`))
}

describe('import circles', () => {
  it('are refused, also when one side imports the other only when it runs (a lazy import)', async () => {
    const errors = await cycleErrors({
      'lock.ts': "import { LockError } from './lock-errors'\nexport const lockFailure = () => new LockError('held')\n",
      'lock-errors.ts': "export class LockError extends Error {}\nexport const retry = () => import('./lock')\n",
    })
    expect(errors).toHaveLength(2)
  })

  it('are gone once the shared part has a file of its own', async () => {
    const errors = await cycleErrors({
      'lock.ts': "import { LockError } from './lock-errors'\nexport const lockFailure = () => new LockError('held')\n",
      'lock-errors.ts': 'export class LockError extends Error {}\n',
    })
    expect(errors).toEqual([])
  })
})
