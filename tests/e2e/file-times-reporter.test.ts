import { describe, expect, it } from 'vitest'
import { fileSeconds, formatFileTimes } from './file-times-reporter'

describe("the browser tests' time per file", () => {
  it('lists the files slowest first, with their test counts and the sum', () => {
    const lines = formatFileTimes(
      new Map([
        ['tests/e2e/shell.spec.ts', { ms: 12_340, tests: 9 }],
        ['tests/e2e/shell-screens-axe.spec.ts', { ms: 366_000, tests: 14 }],
      ]),
    )
    expect(lines).toEqual([
      'Browser tests, time per file',
      '  tests/e2e/shell-screens-axe.spec.ts    366.0 s   14 tests',
      '  tests/e2e/shell.spec.ts                 12.3 s    9 tests',
      '  all files                              378.3 s',
    ])
  })

  it('gives each file its seconds to a tenth, by name, as the parts are split by', () => {
    const times = new Map([
      ['tests/e2e/shell.spec.ts', { ms: 12_345, tests: 9 }],
      ['tests/e2e/admin-ops.spec.ts', { ms: 60_040, tests: 3 }],
    ])
    expect(JSON.stringify(fileSeconds(times))).toBe('{"tests/e2e/admin-ops.spec.ts":60,"tests/e2e/shell.spec.ts":12.3}')
  })
})
