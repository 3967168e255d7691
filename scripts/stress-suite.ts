// `npm run test:stress`: the unit and server suites (npm run test:unit) three times in a row while
// stress-ng keeps both cores busy, as a shared CI machine may. A test that passes only on a quiet
// machine fails here; so does an unhandled error, which vitest reports as a failure. Needs Debian's
// stress-ng (apt-get install -y stress-ng). Prints each round's outcome and time.
import { spawn, spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const ROUNDS = Number(process.env.FW_TEST_STRESS_ROUNDS ?? 3)

if (spawnSync('stress-ng', ['--version']).error) {
  process.stderr.write('stress-ng is not installed: apt-get install -y stress-ng\n')
  process.exit(1)
}

// Both cores, for as long as the rounds take; stopped however this ends.
const load = spawn('stress-ng', ['--cpu', '2', '--cpu-method', 'matrixprod', '--timeout', '0', '--quiet'], { stdio: 'ignore' })
const stopLoad = () => load.exitCode === null && load.kill('SIGKILL')
process.once('exit', stopLoad)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))

const rounds: { round: number; code: number; ms: number }[] = []
for (let round = 1; round <= ROUNDS; round++) {
  process.stdout.write(`\n— round ${round} of ${ROUNDS}, with stress-ng --cpu 2 beside it —\n`)
  const started = performance.now()
  const result = spawnSync('npm', ['run', '--silent', 'test:unit'], { cwd: root, stdio: 'inherit' })
  rounds.push({ round, code: result.status ?? 1, ms: performance.now() - started })
}
stopLoad()
process.stdout.write('\nThe suites under load (stress-ng --cpu 2)\n')
for (const { round, code, ms } of rounds) process.stdout.write(`  round ${round}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  ${(ms / 1000).toFixed(1)} s\n`)
process.exit(rounds.every((round) => round.code === 0) ? 0 : 1)
