// The walls between the parts are kept by the compiler, not by lint alone: each part of the code is
// a project of its own (src, widgets, shell: browser code with no Node types; server: Node code),
// and a file of one part importing another part it may not reach fails `tsc -b`. Each fixture
// under ./fixtures is compiled exactly as its part compiles its own files (its tsconfig extends the
// part's); the one that imports only what it may is the control, so the failures are the walls'.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(__dirname, '../..')
const tsc = join(root, 'node_modules/.bin/tsc')

/** `tsc -b` over one fixture: its exit status and the errors it printed about the fixture's own file. */
function build(fixture: string): { status: number | null; fixtureErrors: string[] } {
  const result = spawnSync(tsc, ['-b', join('tests/walls/fixtures', fixture)], { cwd: root, encoding: 'utf8' })
  const lines = `${result.stdout}${result.stderr}`.split('\n')
  return { status: result.status, fixtureErrors: lines.filter((line) => line.startsWith(`tests/walls/fixtures/${fixture}/fixture.ts(`)) }
}

describe('the walls tsc -b keeps', () => {
  it('compile what a widget may import (the core): the control', () => {
    expect(build('widget-imports-core')).toEqual({ status: 0, fixtureErrors: [] })
  })

  it('refuse a widget importing server code', () => {
    const { status, fixtureErrors } = build('widget-imports-server')
    expect(status).not.toBe(0)
    expect(fixtureErrors.join('\n')).toMatch(/error TS6307: File '.*\/server\/routes\/webhook\.ts' is not listed within the file list of project/)
  })

  it("refuse the shell importing Node's node:fs", () => {
    const { status, fixtureErrors } = build('shell-imports-node-fs')
    expect(status).not.toBe(0)
    expect(fixtureErrors.join('\n')).toContain("error TS2307: Cannot find module 'node:fs'")
  })

  it('refuse the server importing a widget', () => {
    const { status, fixtureErrors } = build('server-imports-widget')
    expect(status).not.toBe(0)
    expect(fixtureErrors.join('\n')).toMatch(/error TS6307: File '.*\/widgets\/top-items\/items-model\.ts' is not listed within the file list of project/)
  })
}, 300_000)
