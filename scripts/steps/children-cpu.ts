// The CPU time this process's finished children used, from Linux's /proc/self/stat (cutime and
// cstime: every child waited for, and in turn the children each of them waited for, so a suite's
// browsers and worker processes count too). Read before and after a step, it tells how many of the
// machine's cores the step kept busy: a step near one core on a two-core machine can share it.
import { readFileSync } from 'node:fs'

/** Linux's USER_HZ, the unit of /proc's CPU times, is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100

/** Milliseconds of CPU (user and system) of the children waited for so far, or undefined off Linux. */
export function childrenCpuMs(readStat: () => string = readOwnStat): number | undefined {
  let stat: string
  try {
    stat = readStat()
  } catch {
    return undefined
  }
  // The command name, in parentheses, may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After the name: state is field 3 of stat(5), so cutime (16) and cstime (17) are at 13 and 14 here.
  const cutime = Number(fields[13])
  const cstime = Number(fields[14])
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return undefined
  return ((cutime + cstime) * 1000) / TICKS_PER_SECOND
}

function readOwnStat(): string {
  return readFileSync('/proc/self/stat', 'utf8')
}
