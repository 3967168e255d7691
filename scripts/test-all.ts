// `npm test`: every test, phase by phase, with a table of where the time went at the end. Phases
// that each keep one core busy run side by side on a machine of two (typecheck beside lint; the
// package, shell and stories builds together); the suites, which use every core, run alone.
import { fileURLToPath } from 'node:url'
import { runPlanAndExit, type Step } from './steps/run-steps'

const root = fileURLToPath(new URL('..', import.meta.url))
const npm = (name: string, script: string, env?: NodeJS.ProcessEnv): Step => ({ name, command: 'npm', args: ['run', '--silent', script], ...(env ? { env } : {}) })

await runPlanAndExit(
  'npm test',
  [
    { name: 'prerequisites', command: process.execPath, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/check-test-prerequisites.ts'] },
    [npm('typecheck', 'typecheck'), npm('lint', 'lint')],
    npm('unit and server tests (SQLite)', 'test:unit'),
    npm('server tests again on PostgreSQL', 'test:server:pg'),
    [npm('package build', 'build'), npm('shell build', 'build:shell'), npm('stories build', 'ladle:build')],
    npm('package checks', 'test:package'),
    npm('browser tests', 'test:e2e', { FW_E2E_SKIP_BUILD: '1' }),
  ],
  root,
)
