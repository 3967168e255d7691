// The table a step runner prints at the end: each step's time, the wall time of the steps that ran
// side by side, the machine's CPU over each step (or group) and how many cores that kept busy, and
// the whole; a failed step is marked with its exit code.

export interface StepTiming {
  name: string
  ms: number
  /** The exit code; 0 is success. */
  code: number
  /** For a step run side by side with others: the wall time of its whole group. */
  groupMs?: number | undefined
  /** The machine's busy CPU time over the step, or over its group when it ran side by side (./machine-cpu). */
  groupCpuMs?: number | undefined
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The machine's CPU over a step and the cores that kept busy over its wall time (its group's, side by side). */
function cpuColumn(timing: StepTiming): string {
  if (timing.groupCpuMs === undefined) return ''
  const wall = timing.groupMs ?? timing.ms
  const cores = wall > 0 ? timing.groupCpuMs / wall : 0
  return `  cpu ${seconds(timing.groupCpuMs).padStart(8)} (${cores.toFixed(1)} cores)`
}

/** A plain-text table, one row per step, ending with the total wall time. */
export function formatStepTable(title: string, timings: readonly StepTiming[], totalMs: number): string {
  const width = Math.max(title.length, 'total'.length, ...timings.map((timing) => timing.name.length))
  const rows = timings.map((timing) => {
    const status = timing.code === 0 ? '' : `  FAILED (exit ${timing.code})`
    const group = timing.groupMs === undefined ? '' : `  (side by side: ${seconds(timing.groupMs)})`
    return `  ${timing.name.padEnd(width)}  ${seconds(timing.ms).padStart(8)}${cpuColumn(timing)}${group}${status}`
  })
  return [`${title.padEnd(width + 2)}    time`, ...rows, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join('\n')
}
