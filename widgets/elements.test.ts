// The `elements` entry must register every widget: a new *.element.ts not imported there would
// silently be missing from the package and the standalone bundle.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isRegisteringFile } from '../tsup.config'

const widgetsDir = __dirname

function elementFiles(): string[] {
  const found: string[] = []
  for (const folder of readdirSync(widgetsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue
    for (const file of readdirSync(join(widgetsDir, folder.name))) {
      if (file.endsWith('.element.ts')) found.push(`./${folder.name}/${file.replace(/\.ts$/, '')}`)
    }
  }
  return found.sort()
}

function importedBy(file: string): string[] {
  const text = readFileSync(join(widgetsDir, file), 'utf8')
  return [...text.matchAll(/^import '([^']+)'$/gm)].map((match) => match[1] ?? '').sort()
}

describe('the elements entry', () => {
  it('imports every widgets/*/*.element.ts and nothing else', () => {
    expect(importedBy('elements.ts')).toEqual(elementFiles())
  })

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
