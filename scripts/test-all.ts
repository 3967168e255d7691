// `npm test`: every test, phase by phase, with a table of where the time went at the end. Phases
// that each keep one core busy run side by side on a machine of two (typecheck beside lint; the
// package, shell and stories builds together); the suites, which use every core, run alone.
// FW_TEST_BROWSER_PARTS=2 runs the browser tests as two parts of about equal time side by side, each
// with its own server (tests/e2e/test-parts.ts): 21 minutes on this two-core machine, against 27
// for one part in the last CI run; but with both cores loaded, a payment's fireworks were seen
// 2.2 s after it, past the 2 s the tests hold them to, so one part stays the default.
import { fileURLToPath } from 'node:url'
import { browserTestParts } from '../tests/e2e/test-parts'
import { runPlanAndExit, type Step } from './steps/run-steps'

const root = fileURLToPath(new URL('..', import.meta.url))
const npm = (name: string, script: string, env?: NodeJS.ProcessEnv, extra: readonly string[] = []): Step => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script, ...(extra.length > 0 ? ['--', ...extra] : [])],
  ...(env ? { env } : {}),
})

/** The browser tests in FW_TEST_BROWSER_PARTS parts (1 unless set), each part its own Playwright run. */
const BROWSER_PARTS = browserPartsWanted(process.env.FW_TEST_BROWSER_PARTS)
const browserTests: Step[] =
  BROWSER_PARTS === 1
    ? [npm('browser tests', 'test:e2e', { FW_E2E_SKIP_BUILD: '1' })]
    : browserTestParts(root, BROWSER_PARTS).map((files, index) =>
        npm(`browser tests, part ${index + 1} of ${BROWSER_PARTS}`, 'test:e2e', { FW_E2E_SKIP_BUILD: '1', FW_E2E_PART: String(index + 1) }, files),
      )

function browserPartsWanted(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const parts = Number(value)
  if (!Number.isInteger(parts) || parts < 1 || parts > 4) {
    process.stderr.write(`FW_TEST_BROWSER_PARTS must be a whole number from 1 to 4, not "${value}"\n`)
    process.exit(2)
  }
  return parts
}

await runPlanAndExit(
  'npm test',
  [
    { name: 'prerequisites', command: process.execPath, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/check-test-prerequisites.ts'] },
    [npm('typecheck', 'typecheck'), npm('lint', 'lint')],
    npm('unit and server tests (SQLite)', 'test:unit'),
    npm('server tests again on PostgreSQL', 'test:server:pg'),
    [npm('package build', 'build'), npm('shell build', 'build:shell'), npm('stories build', 'ladle:build')],
    npm('package checks', 'test:package'),
    browserTests,
  ],
  root,
)
