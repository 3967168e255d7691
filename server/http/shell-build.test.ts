import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shellBuildIsStale } from './shell-build'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fw-shell-build-'))
  mkdirSync(join(root, 'shell'))
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'shell/main.tsx'), 'x')
  writeFileSync(join(root, 'src/a.ts'), 'x')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function build(at: number): void {
  mkdirSync(join(root, 'dist/shell'), { recursive: true })
  writeFileSync(join(root, 'dist/shell/index.html'), '<!doctype html>')
  utimesSync(join(root, 'dist/shell/index.html'), at, at)
}

function touch(path: string, at: number): void {
  utimesSync(join(root, path), at, at)
}

describe('shellBuildIsStale', () => {
  it('is stale with no build', () => {
    expect(shellBuildIsStale(root)).toBe(true)
  })

  it('is current when the build is newer than every source', () => {
    touch('shell/main.tsx', 1000)
    touch('src/a.ts', 1000)
    build(2000)
    expect(shellBuildIsStale(root)).toBe(false)
  })

  it('is stale when a shell or core source changed after the build', () => {
    touch('src/a.ts', 1000)
    touch('shell/main.tsx', 3000)
    build(2000)
    expect(shellBuildIsStale(root)).toBe(true)
  })

  it('ignores tests and browser specs', () => {
    touch('shell/main.tsx', 1000)
    touch('src/a.ts', 1000)
    writeFileSync(join(root, 'shell/main.test.tsx'), 'x')
    touch('shell/main.test.tsx', 3000)
    build(2000)
    expect(shellBuildIsStale(root)).toBe(false)
  })
})
