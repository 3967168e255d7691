// `npm run test:server:pg`: the server's tests that talk to the database (./select-files.ts), run
// again on PostgreSQL — a throwaway cluster the suite's global setup starts, or the server
// FW_TEST_POSTGRES_URL names. Extra arguments go to vitest.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { postgresTestFiles } from './select-files'

const root = fileURLToPath(new URL('../..', import.meta.url))
const files = postgresTestFiles(root, ['server', 'tests/integration'])
process.stdout.write(`PostgreSQL pass: ${files.length} test files that talk to the database\n`)
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files, ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, FW_TEST_POSTGRES: '1' },
  stdio: 'inherit',
})
vitest.once('close', (code) => process.exit(code ?? 1))
