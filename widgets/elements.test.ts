// The `elements` entry registers every widget (widget-list.test.ts checks it against the list);
// standalone is that registration with React inside, and only registering files have side effects.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isRegisteringFile } from '../tsup.config'

const widgetsDir = __dirname

function importedBy(file: string): string[] {
  const text = readFileSync(join(widgetsDir, file), 'utf8')
  return [...text.matchAll(/^import '([^']+)'$/gm)].map((match) => match[1] ?? '').sort()
}

describe('the elements entry', () => {
  it('is what standalone registers', () => {
    expect(importedBy('standalone.ts')).toEqual(['./elements'])
  })

  it('counts exactly the registering files as having side effects', () => {
    expect(isRegisteringFile('/repo/widgets/elements.ts')).toBe(true)
    expect(isRegisteringFile('/repo/widgets/standalone.ts')).toBe(true)
    expect(isRegisteringFile('C:\\repo\\widgets\\location-stats\\location-stats.element.ts')).toBe(true)
    expect(isRegisteringFile('/repo/widgets/location-stats/location-stats.tsx')).toBe(false)
    expect(isRegisteringFile('/repo/widgets/chart-kit/index.ts')).toBe(false)
    expect(isRegisteringFile('/repo/src/elements/define-widget.ts')).toBe(false)
  })
})
