// Packing refuses a version the changelog does not name as its newest release, and changes left
// under "Unreleased", with a message saying what to do.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changelogSections, compareVersions, versionProblems } from './changelog-version'

const released = ['# Changelog', '', 'The widget library.', '', '## 0.3.0', '', '- Scoped name.', '  Continued line.', '- Parts.', '', '## 0.2.0', '', '- Publishable.', ''].join('\n')
const withUnreleased = released.replace('## 0.3.0', '## Unreleased\n\n- Embed tokens.\n- One prompt per page.\n\n## 0.3.0')

describe("the changelog's sections", () => {
  it('reads each heading, its version and its entries without continuation lines', () => {
    expect(changelogSections(withUnreleased)).toEqual([
      { heading: 'Unreleased', entries: ['- Embed tokens.', '- One prompt per page.'] },
      { heading: '0.3.0', version: '0.3.0', entries: ['- Scoped name.', '- Parts.'] },
      { heading: '0.2.0', version: '0.2.0', entries: ['- Publishable.'] },
    ])
  })

  it('takes the version from headings written with brackets, a v or a date', () => {
    expect(changelogSections('## [1.2.0] - 2026-07-01\n## v1.1.0\n## 1.0.0-rc.1\n').map((section) => section.version)).toEqual(['1.2.0', '1.1.0', '1.0.0-rc.1'])
  })

  it('orders versions by semver precedence', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0)
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0)
    expect(compareVersions('0.3.0', '0.3.0')).toBe(0)
  })
})

describe('the version check', () => {
  it("lets the newest release's version through when nothing is unreleased (an empty Unreleased heading too)", () => {
    expect(versionProblems(released, '0.3.0')).toEqual([])
    expect(versionProblems(released.replace('## 0.3.0', '## Unreleased\n\n## 0.3.0'), '0.3.0')).toEqual([])
  })

  it('refuses to ship changes under Unreleased under the older number, naming the next versions', () => {
    expect(versionProblems(withUnreleased, '0.3.0')).toEqual([
      'CHANGELOG.md lists 2 changes under "Unreleased", which 0.3.0 does not hold: move them under a new release heading (## 0.3.1, 0.4.0 or 1.0.0), set package.json\'s version to it, then publish.',
    ])
  })

  it("refuses a version that is not the changelog's newest release, older or newer", () => {
    expect(versionProblems(released, '0.2.0')).toEqual([
      "package.json's version is 0.2.0, but CHANGELOG.md's newest release is 0.3.0: set one to the other (the changelog says what a version holds).",
    ])
    expect(versionProblems(released, '0.4.0')).toHaveLength(1)
  })

  it('refuses a changelog without releases, releases out of order, and a version that is not semver', () => {
    expect(versionProblems('# Changelog\n\n## Unreleased\n\n- A.\n', '0.1.0')).toEqual(['CHANGELOG.md has no release heading (## 0.1.0) to say what 0.1.0 holds.'])
    expect(versionProblems(released.replace('## 0.2.0', '## 0.4.0'), '0.3.0')).toEqual(['CHANGELOG.md lists 0.4.0 below 0.3.0: newest release first.'])
    expect(versionProblems(released, 'latest')).toEqual(['package.json\'s version "latest" is not a semantic version (1.2.3).'])
  })
})

describe('check-version.ts', () => {
  const run = (changelog: string, version: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-version-'))
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@fireworks/dashboard', version }))
      writeFileSync(join(dir, 'CHANGELOG.md'), changelog)
      return spawnSync(process.execPath, [join(__dirname, '../../node_modules/tsx/dist/cli.mjs'), join(__dirname, 'check-version.ts'), dir], { encoding: 'utf8' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('exits 0 for a released version and 1, with the reasons, for unreleased changes', () => {
    const passed = run(released, '0.3.0')
    expect(passed.status).toBe(0)
    const refused = run(withUnreleased, '0.3.0')
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('@fireworks/dashboard@0.3.0 is not published:')
    expect(refused.stderr).toContain('under "Unreleased"')
  })
})
