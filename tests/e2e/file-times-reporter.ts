// A Playwright reporter that prints, after the run, the browser tests' time file by file, the
// slowest first: the browser phase is the suite's longest, and this says where its time goes.
import { relative } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface FileTime {
  ms: number
  tests: number
}

/** Lines of the summary: each file's total test time and test count, slowest first, with the sum. */
export function formatFileTimes(times: ReadonlyMap<string, FileTime>): string[] {
  const rows = [...times].sort(([, a], [, b]) => b.ms - a.ms)
  const width = Math.max(0, ...rows.map(([file]) => file.length))
  const total = rows.reduce((sum, [, time]) => sum + time.ms, 0)
  return [
    'Browser tests, time per file',
    ...rows.map(([file, time]) => `  ${file.padEnd(width)}  ${(time.ms / 1000).toFixed(1).padStart(7)} s  ${String(time.tests).padStart(3)} tests`),
    `  ${'all files'.padEnd(width)}  ${(total / 1000).toFixed(1).padStart(7)} s`,
  ]
}

export default class FileTimesReporter implements Reporter {
  private readonly times = new Map<string, FileTime>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file)
    const time = this.times.get(file) ?? { ms: 0, tests: 0 }
    time.ms += result.duration
    time.tests += 1
    this.times.set(file, time)
  }

  onEnd(_result: FullResult): void {
    if (this.times.size > 0) process.stdout.write(`\n${formatFileTimes(this.times).join('\n')}\n`)
  }

  printsToStdio(): boolean {
    return true
  }
}
