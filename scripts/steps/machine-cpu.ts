// How busy the whole machine was over a step, from Linux's /proc/stat: the time its cores spent
// neither idle nor waiting on the disk. Read before and after a step, it says how many cores the
// step kept busy (with whatever else ran meanwhile, which on a CI machine is nothing). The CPU of
// a step's own processes would undercount a browser, whose renderers are not all waited for.
import { readFileSync } from 'node:fs'

/** Linux's USER_HZ, the unit of /proc's CPU times, is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100

export interface MachineCpu {
  /** Milliseconds of CPU the machine's cores spent busy since boot, all cores summed. */
  busyMs: number
}

/** The machine's busy CPU so far, or undefined off Linux. */
export function machineCpu(readStat: () => string = () => readFileSync('/proc/stat', 'utf8')): MachineCpu | undefined {
  let stat: string
  try {
    stat = readStat()
  } catch {
    return undefined
  }
  // "cpu  user nice system idle iowait irq softirq steal guest guest_nice": guest time is already in user.
  const line = stat.split('\n').find((candidate) => candidate.startsWith('cpu '))
  if (line === undefined) return undefined
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number)
  const fields = [user, nice, system, idle, iowait, irq, softirq, steal]
  if (fields.some((value) => value === undefined || !Number.isFinite(value))) return undefined
  const busy = user! + nice! + system! + irq! + softirq! + steal!
  return { busyMs: (busy * 1000) / TICKS_PER_SECOND }
}
