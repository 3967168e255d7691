import { describe, expect, it } from 'vitest'
import { formatFileTimes } from './file-times-reporter'

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
})
