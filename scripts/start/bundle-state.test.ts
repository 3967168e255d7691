// What `npm start` decides from .server-build/ before it loads anything, on real files in a
// temporary folder: when the current build counts as fresh, which builds a clean-up may remove,
// and that two starts at once take turns at building.
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BUNDLE_DIR,
  changedInputs,
  claimBuild,
  freshBuild,
  makeCurrent,
  removeUnusedBuilds,
  stampInputs,
  withBuildLock,
} from './bundle-state.mjs'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fw-bundle-state-'))
  mkdirSync(join(root, 'server'))
  writeFileSync(join(root, 'server', 'a.ts'), 'export const a = 1\n')
  writeFileSync(join(root, 'server', 'b.ts'), 'export const b = 2\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A complete build folder named `name` under .server-build. */
function makeBuild(name: string): string {
  const dir = join(root, BUNDLE_DIR, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'start.js'), '')
  return dir
}

/** What a process that has since exited left in a build's folder when it claimed it. */
function claimByExitedProcess(dir: string): void {
  mkdirSync(join(dir, 'in-use'), { recursive: true })
  writeFileSync(join(dir, 'in-use', String(deadPid())), '')
}

/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(child.stdout)
}

describe('the inputs of a build', () => {
  const inputs = ['server/a.ts', 'server/b.ts', 'server/c.ts']

  it('are unchanged while nothing touches them, a missing one included', () => {
    const stamps = stampInputs(root, inputs)
    expect(stamps['server/c.ts']).toBeNull()
    expect(changedInputs(root, stamps)).toEqual([])
  })

  it('change with their content, their time (an older one too), or by appearing or going', () => {
    const stamps = stampInputs(root, inputs)
    appendFileSync(join(root, 'server', 'a.ts'), '// more\n')
    expect(changedInputs(root, stamps)).toEqual(['server/a.ts'])

    const restamped = stampInputs(root, inputs)
    // Same size, put back with a time from the past (a checkout, a copy keeping times).
    writeFileSync(join(root, 'server', 'b.ts'), 'export const b = 3\n')
    utimesSync(join(root, 'server', 'b.ts'), new Date('2020-01-01'), new Date('2020-01-01'))
    writeFileSync(join(root, 'server', 'c.ts'), '')
    rmSync(join(root, 'server', 'a.ts'))
    expect(changedInputs(root, restamped).sort()).toEqual(['server/a.ts', 'server/b.ts', 'server/c.ts'])
  })
})

describe('the current build', () => {
  it('is fresh until one of its inputs changes', () => {
    const dir = makeBuild('build-1')
    makeCurrent(root, 'build-1', stampInputs(root, ['server/a.ts', 'server/b.ts']))
    expect(freshBuild(root)).toBe(dir)
    appendFileSync(join(root, 'server', 'b.ts'), '// changed\n')
    expect(freshBuild(root)).toBeUndefined()
  })

  it('is not fresh when there is none, when its file is unreadable, or when its folder is incomplete', () => {
    expect(freshBuild(root)).toBeUndefined()
    mkdirSync(join(root, BUNDLE_DIR))
    writeFileSync(join(root, BUNDLE_DIR, 'current.json'), '{"build": "build-1", "inp')
    expect(freshBuild(root)).toBeUndefined()
    makeCurrent(root, 'build-2', stampInputs(root, ['server/a.ts']))
    mkdirSync(join(root, BUNDLE_DIR, 'build-2'))
    expect(freshBuild(root)).toBeUndefined()
  })
})

describe('clean-up after a build', () => {
  it('removes the builds no living process uses and keeps the current one', () => {
    const kept = makeBuild('build-current')
    const usedHere = makeBuild('build-used')
    const usedByTheDead = makeBuild('build-dead')
    const neverClaimed = makeBuild('build-unclaimed')
    const notABuild = join(root, BUNDLE_DIR, 'vendor-1')
    mkdirSync(notABuild)
    claimBuild(usedHere)
    claimByExitedProcess(usedByTheDead)

    expect(removeUnusedBuilds(root, 'build-current').sort()).toEqual(['build-dead', 'build-unclaimed'])
    expect([kept, usedHere, notABuild].every((dir) => existsSync(dir))).toBe(true)
    expect([usedByTheDead, neverClaimed].some((dir) => existsSync(dir))).toBe(false)
  })

  it('forgets, at each claim, the processes of a build that have exited', () => {
    const dir = makeBuild('build-long-lived')
    claimByExitedProcess(dir)
    claimByExitedProcess(dir)
    expect(readdirSync(join(dir, 'in-use'))).toHaveLength(2)
    claimBuild(dir)
    expect(readdirSync(join(dir, 'in-use'))).toEqual([String(process.pid)])
  })
})

describe('the build lock', () => {
  it('makes a second start wait for the first one\'s build', async () => {
    const steps: string[] = []
    let release!: () => void
    const first = withBuildLock(root, async () => {
      steps.push('first builds')
      await new Promise<void>((resolve) => (release = resolve))
      steps.push('first done')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = withBuildLock(root, () => {
      steps.push('second builds')
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(steps).toEqual(['first builds'])
    release()
    await Promise.all([first, second])
    expect(steps).toEqual(['first builds', 'first done', 'second builds'])
    expect(existsSync(join(root, BUNDLE_DIR, 'build.lock'))).toBe(false)
  })

  it('is taken over from a process that died holding it', async () => {
    mkdirSync(join(root, BUNDLE_DIR))
    writeFileSync(join(root, BUNDLE_DIR, 'build.lock'), String(deadPid()))
    let ran = false
    await withBuildLock(root, () => {
      ran = true
    })
    expect(ran).toBe(true)
  })
})
