// Runs a script's steps (`npm run build`, `npm test`) in order, a group's steps side by side, and
// prints at the end a table of what each step took: where the time goes is the first thing to
// know before making a build or a suite faster. A failed step stops what comes after it (the
// table still prints, the failure named) and the runner exits with its code.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { machineCpu } from './machine-cpu'
import { formatStepTable, type StepTiming } from './step-table'

export interface Step {
  /** What the table calls it, e.g. 'typecheck'. */
  name: string
  /** The command and its arguments, run with the project root as working directory. */
  command: string
  args?: readonly string[]
  env?: NodeJS.ProcessEnv
}

/** Steps run one after another; a group's steps run side by side, and the group ends with its last. */
export type Plan = ReadonlyArray<Step | readonly Step[]>

function runStep(step: Step, cwd: string): Promise<StepTiming> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(step.command, [...(step.args ?? [])], { cwd, env: { ...process.env, ...step.env }, stdio: 'inherit' })
    const settle = (code: number) => resolve({ name: step.name, ms: performance.now() - started, code })
    child.once('error', (error) => {
      process.stderr.write(`${step.name}: ${error.message}\n`)
      settle(127)
    })
    child.once('close', (code, signal) => settle(code ?? (signal ? 128 : 1)))
  })
}

/** Runs the plan; resolves with every step's timing (those after a failure are absent). */
export async function runPlan(plan: Plan, cwd: string): Promise<StepTiming[]> {
  const timings: StepTiming[] = []
  for (const entry of plan) {
    const steps: readonly Step[] = Array.isArray(entry) ? entry : [entry as Step]
    const started = performance.now()
    const cpuBefore = machineCpu()
    const results = await Promise.all(steps.map((step) => runStep(step, cwd)))
    const wall = performance.now() - started
    const cpuAfter = machineCpu()
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter.busyMs - cpuBefore.busyMs
    timings.push(...results.map((result) => ({ ...result, groupMs: steps.length > 1 ? wall : undefined, groupCpuMs: cpuMs })))
    if (results.some((result) => result.code !== 0)) break
  }
  return timings
}

/** Runs the plan, prints the table under `title`, and exits with the first failure's code. */
export async function runPlanAndExit(title: string, plan: Plan, cwd: string): Promise<never> {
  const started = performance.now()
  const timings = await runPlan(plan, cwd)
  process.stdout.write(`\n${formatStepTable(title, timings, performance.now() - started)}\n`)
  const failed = timings.find((timing) => timing.code !== 0)
  process.exit(failed ? failed.code : 0)
}
