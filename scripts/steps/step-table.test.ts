import { describe, expect, it } from 'vitest'
import { childrenCpuMs } from './children-cpu'
import { formatStepTable } from './step-table'

describe('the step table', () => {
  it('shows each step with its CPU and the cores it kept busy, a group by its wall time', () => {
    const table = formatStepTable(
      'npm test',
      [
        { name: 'unit', ms: 100_000, code: 0, groupCpuMs: 180_000 },
        { name: 'typecheck', ms: 40_000, code: 0, groupMs: 50_000, groupCpuMs: 75_000 },
        { name: 'lint', ms: 50_000, code: 2, groupMs: 50_000, groupCpuMs: 75_000 },
      ],
      150_500,
    )
    expect(table.split('\n')).toEqual([
      'npm test       time',
      '  unit        100.0 s  cpu  180.0 s (1.8 cores)',
      '  typecheck    40.0 s  cpu   75.0 s (1.5 cores)  (side by side: 50.0 s)',
      '  lint         50.0 s  cpu   75.0 s (1.5 cores)  (side by side: 50.0 s)  FAILED (exit 2)',
      '  total       150.5 s',
    ])
  })

  it('leaves the CPU out where it is not known', () => {
    expect(formatStepTable('build', [{ name: 'shell', ms: 2_000, code: 0 }], 2_000)).toBe('build      time\n  shell     2.0 s\n  total     2.0 s')
  })
})

describe("the children's CPU", () => {
  it("reads cutime and cstime from a stat line whose command name holds spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const stat = '4242 (node (a b)) S 1 4242 4242 0 -1 4194560 100 200 0 0 7 3 1234 566 20 0 11 0'
    expect(childrenCpuMs(() => stat)).toBe(18_000)
  })

  it('is unknown where /proc cannot be read', () => {
    expect(
      childrenCpuMs(() => {
        throw new Error('ENOENT')
      }),
    ).toBeUndefined()
  })

  it('grows by what a finished child used', async () => {
    const before = childrenCpuMs()
    const { execFileSync } = await import('node:child_process')
    execFileSync(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);'])
    const after = childrenCpuMs()
    expect(before).toBeDefined()
    expect(after! - before!).toBeGreaterThanOrEqual(200)
  })
})
