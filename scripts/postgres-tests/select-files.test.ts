import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { postgresTestFiles, valueImports } from './select-files'

describe('the PostgreSQL pass', () => {
  let root: string
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fw-pg-select-'))
    write('server/testing/test-store.ts', "import pg from 'pg'\nexport const openTestStore = () => pg\n")
    write('server/testing/test-app.ts', "import { openTestStore } from './test-store'\nexport const createTestContext = openTestStore\n")
    write('server/routes/users.test.ts', "import { createTestContext } from '../testing/test-app'\n")
    write('server/routes/types-only.test.ts', "import type { createTestContext } from '../testing/test-app'\nexport type { X } from '../testing/test-store'\n")
    write('server/emulator/cursor.test.ts', "import { encode } from './cursor'\n")
    write('server/emulator/cursor.ts', 'export const encode = 1\n')
    write('server/db/cluster.test.ts', "if (process.env.FW_TEST_POSTGRES === '1') {}\n")
    write('server/db/helper.test.ts', "import { onPostgres } from '../testing/elsewhere'\n")
    write('server/settings.test.ts', "loadConfig({ FW_TEST_POSTGRES: '1', FW_TEST_POSTGRES_URL: 'postgres://x' })\n")
    write('tests/integration/lazy.test.ts', "const app = await import('../../server/testing/test-app')\n")
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('reruns the files that reach the test store through value imports, or read the run\'s own settings', () => {
    expect(postgresTestFiles(root, ['server', 'tests/integration'])).toEqual(['server/db/cluster.test.ts', 'server/db/helper.test.ts', 'server/routes/users.test.ts', 'tests/integration/lazy.test.ts'])
  })

  it('leaves out a file that only names the run\'s settings as values, opening no database', () => {
    expect(postgresTestFiles(root, ['server'])).not.toContain('server/settings.test.ts')
  })

  it('reads value imports and leaves type-only ones out', () => {
    expect(valueImports("import a from './a'\nimport type { B } from './b'\nexport { c } from './c'\nexport type { D } from './d'\nimport './e'\nawait import('./f')\n")).toEqual(['./a', './c', './e', './f'])
  })
})
