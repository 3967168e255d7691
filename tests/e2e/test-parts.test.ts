import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { browserTestParts, specFiles, splitIntoParts } from './test-parts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the browser tests in parts', () => {
  it('packs the longest files first, each into the part with the least time so far', () => {
    const seconds = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 }
    // 300 → 1; 200 → 2; 150 → 2 (350); 100 → 1 (400); 50 → 2 (400).
    expect(splitIntoParts(Object.keys(seconds), seconds, 2)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ])
  })

  it('counts a file it has no time for as the median file', () => {
    const parts = splitIntoParts(['new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'], { 'x.spec.ts': 10, 'y.spec.ts': 20, 'z.spec.ts': 30 }, 2)
    // z 30 → 1; new (median 20) and y 20 tie, by name: new → 2, y → 2 (40); x → 1 (40).
    expect(parts).toEqual([
      ['x.spec.ts', 'z.spec.ts'],
      ['new.spec.ts', 'y.spec.ts'],
    ])
  })

  it("puts every spec file of the repository in exactly one part", () => {
    const files = specFiles(root)
    const parts = browserTestParts(root, 2)
    expect(files.length).toBeGreaterThan(30)
    expect(parts.flat().sort()).toEqual(files)
    expect(parts.every((part) => part.length > 0)).toBe(true)
  })
})
