import { describe, expect, it } from 'vitest'
import { machineCpu } from './machine-cpu'
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

describe("the machine's CPU", () => {
  it('sums every busy field of the cpu line, idle and disk waits left out', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice, in hundredths of a second.
    const stat = 'cpu  1000 20 300 99999 77 5 6 7 50 0\ncpu0 500 10 150 50000 40 2 3 3 25 0\nintr 1 2 3\n'
    expect(machineCpu(() => stat)).toEqual({ busyMs: 13_380 })
  })

  it('is unknown where /proc cannot be read', () => {
    expect(
      machineCpu(() => {
        throw new Error('ENOENT')
      }),
    ).toBeUndefined()
  })

  it('grows while a process keeps a core busy', () => {
    const before = machineCpu()
    const end = Date.now() + 300
    while (Date.now() < end);
    const after = machineCpu()
    expect(before).toBeDefined()
    expect(after!.busyMs - before!.busyMs).toBeGreaterThanOrEqual(200)
  })
})
