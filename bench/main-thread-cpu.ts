// The page's main thread in CPU time, for benches on a shared machine: a long task's wall time
// grows with every other process's load (at a load of 12 on two cores a 25 ms task reads 150 ms),
// its CPU time much less. One page is traced (Chrome's devtools.timeline through CDP) and each
// task of the renderer's main thread is read with its thread time; the page marks its steps with
// performance.mark() and the longest task of each step is reported. Tracing slows the page, so
// the traced page is one of its own, never one of the timed rounds.
import type { Page } from '@playwright/test'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  cat?: string
  args?: { name?: string }
}

/** Each step's longest main-thread task in CPU milliseconds, by the name of the mark that starts the step. */
export type StepCpu = Record<string, number>

/**
 * Runs `work` in a traced page and gives each step its longest task's CPU time: a step runs from
 * its mark to the next mark, the last to the end of the trace. Marks are the page's
 * performance.mark() names, in order.
 */
export async function tracedSteps(page: Page, marks: readonly string[], work: () => Promise<unknown>): Promise<StepCpu> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => {
    // Playwright types the events as string maps; Chrome's trace format is what they hold.
    events.push(...(data.value as unknown as TraceEvent[]))
  })
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' })
  try {
    await work()
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    await cdp.detach()
  }
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  if (main === undefined) throw new Error('The trace has no renderer main thread')
  const at = marks.map((mark) => events.find((event) => event.name === mark && event.cat?.includes('user_timing'))?.ts)
  const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask')
  if (tasks.length === 0) throw new Error('The trace holds no tasks of the renderer main thread')
  const steps: StepCpu = {}
  marks.forEach((mark, index) => {
    const from = at[index]
    if (from === undefined) throw new Error(`The page never marked ${mark}`)
    const to = at.slice(index + 1).find((ts) => ts !== undefined) ?? Infinity
    const inStep = tasks.filter((task) => task.ts + (task.dur ?? 0) >= from && task.ts < to)
    steps[mark] = Math.max(0, ...inStep.map((task) => (task.tdur ?? 0) / 1000))
  })
  return steps
}
