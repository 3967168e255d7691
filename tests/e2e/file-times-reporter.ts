// A Playwright reporter that prints, after the run, the browser tests' time file by file, the
// slowest first: the browser phase is the suite's longest, and this says where its time goes. It
// also writes them to test-results/file-seconds.json, the form of ./file-seconds.json, which
// splits the browser tests into parts of equal time (./test-parts.ts): copy it there to refresh.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { partFolder } from './test-part'

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

/** Each file's seconds, to a tenth, by file name: the form of ./file-seconds.json. */
export function fileSeconds(times: ReadonlyMap<string, FileTime>): Record<string, number> {
  return Object.fromEntries([...times].sort(([a], [b]) => a.localeCompare(b)).map(([file, time]) => [file, Math.round(time.ms / 100) / 10]))
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
    if (this.times.size === 0) return
    process.stdout.write(`\n${formatFileTimes(this.times).join('\n')}\n`)
    const folder = partFolder('test-results')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'file-seconds.json'), `${JSON.stringify(fileSeconds(this.times), null, 2)}\n`)
  }

  printsToStdio(): boolean {
    return true
  }
}
