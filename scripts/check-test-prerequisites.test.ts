import { spawnSync } from 'node:child_process'
import { missingPrerequisites, satisfiesRange, type Machine } from './check-test-prerequisites'

const RANGE = '>=20.19 <21 || >=22'
const ready: Machine = { nodeVersion: '20.20.0', nodeRange: RANGE, chromiumInstalled: true, postgresAvailable: true }

describe('the test prerequisites', () => {
  it("reads package.json's kind of Node range", () => {
    expect(satisfiesRange('20.19.0', RANGE)).toBe(true)
    expect(satisfiesRange('20.20.3', RANGE)).toBe(true)
    expect(satisfiesRange('22.0.0', RANGE)).toBe(true)
    expect(satisfiesRange('24.1.0', RANGE)).toBe(true)
    expect(satisfiesRange('20.18.9', RANGE)).toBe(false)
    expect(satisfiesRange('21.7.0', RANGE)).toBe(false)
    expect(satisfiesRange('18.20.0', RANGE)).toBe(false)
    expect(satisfiesRange('v20.19.0', '>20.19')).toBe(false)
    expect(satisfiesRange('20.19.1', '>20.19')).toBe(true)
    expect(satisfiesRange('18.0.0', '*')).toBe(true)
  })

  it('says nothing when everything is there', () => {
    expect(missingPrerequisites(ready)).toBeNull()
  })

  it('names in one line what is missing and what to install', () => {
    expect(missingPrerequisites({ ...ready, chromiumInstalled: false, postgresAvailable: false })).toBe(
      'npm test needs Chromium at /usr/bin/chromium and PostgreSQL (initdb): apt-get install -y chromium postgresql',
    )
    expect(missingPrerequisites({ ...ready, postgresAvailable: false })).toBe('npm test needs PostgreSQL (initdb): apt-get install -y postgresql')
    const oldNode = missingPrerequisites({ ...ready, nodeVersion: '18.19.0', chromiumInstalled: false })
    expect(oldNode).toBe(`npm test needs Node ${RANGE} (this is 18.19.0) and Chromium at /usr/bin/chromium: switch to a Node in that range, and apt-get install -y chromium`)
    expect(oldNode).not.toContain('\n')
  })

  it('passes on this machine, which has them all', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-test-prerequisites.ts'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
