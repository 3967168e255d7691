// The table a step runner prints at the end: each step's time, the wall time of the steps that ran
// side by side, and the whole; a failed step is marked with its exit code.

export interface StepTiming {
  name: string
  ms: number
  /** The exit code; 0 is success. */
  code: number
  /** For a step run side by side with others: the wall time of its whole group. */
  groupMs?: number | undefined
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** A plain-text table, one row per step, ending with the total wall time. */
export function formatStepTable(title: string, timings: readonly StepTiming[], totalMs: number): string {
  const width = Math.max(title.length, 'total'.length, ...timings.map((timing) => timing.name.length))
  const rows = timings.map((timing) => {
    const status = timing.code === 0 ? '' : `  FAILED (exit ${timing.code})`
    const group = timing.groupMs === undefined ? '' : `  (side by side: ${seconds(timing.groupMs)})`
    return `  ${timing.name.padEnd(width)}  ${seconds(timing.ms).padStart(8)}${group}${status}`
  })
  return [`${title.padEnd(width + 2)}    time`, ...rows, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join('\n')
}
