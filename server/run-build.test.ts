import { Writable } from 'node:stream'
import { runQuietBuild } from './run-build'

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') }
}

const script = (source: string) => ({ args: ['-e', source], cwd: process.cwd(), failure: 'The test build failed' })

describe('a build npm start runs', () => {
  it('says nothing when it succeeds, however much the tool writes', async () => {
    const errors = collector()
    const noisy = "for (let i = 0; i < 22; i++) console.error('Generated an empty chunk: \"chunk-' + i + '\"'); console.log('built')"
    await runQuietBuild(script(noisy), errors.stream)
    expect(errors.text()).toBe('')
  })

  it("shows the tool's output, errors included, when it fails", async () => {
    const errors = collector()
    const failing = "console.log('transforming...'); console.error('src/a.ts(3,1): error TS2304: Cannot find name x'); process.exit(2)"
    await expect(runQuietBuild(script(failing), errors.stream)).rejects.toThrow('The test build failed (exit code 2)')
    expect(errors.text()).toContain('transforming...')
    expect(errors.text()).toContain('error TS2304: Cannot find name x')
  })
})
