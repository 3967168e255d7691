import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/test-app'
import { runAdminCommand, USAGE } from './admin-command'
import { verifyPassword } from './passwords'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext()
  await t.createUser('dana', ['user'])
})
afterEach(async () => {
  await t.close()
})

function operator(env: Record<string, string> = {}, answers?: string[]) {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    io: {
      env: { ...t.storeEnv, ...env },
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      ...(answers ? { askPassword: async () => answers.shift() ?? '' } : {}),
    },
  }
}

const hashOf = async (username: string) =>
  (await t.deps.db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash

describe('npm run admin -- reset-password', () => {
  it('sets FW_NEW_PASSWORD and ends the user’s sessions', async () => {
    const session = await t.signIn('dana')
    const run = operator({ FW_NEW_PASSWORD: 'fresh-fuse' })
    expect(await runAdminCommand(['reset-password', 'dana'], run.io)).toBe(0)
    expect(run.out).toEqual(['The password of "dana" was changed and their sessions were ended.'])
    expect(await verifyPassword(await hashOf('dana'), 'fresh-fuse')).toBe(true)
    expect((await t.call('POST', '/api/auth/refresh', { token: session })).status).toBe(401)
  })

  it('generates and prints a password when there is no terminal and none is given', async () => {
    const run = operator()
    expect(await runAdminCommand(['reset-password', 'DANA'], run.io)).toBe(0)
    const printed = /^New password \(shown only this once\): (\S+)$/.exec(run.out[1] ?? '')?.[1]
    expect(printed).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(await verifyPassword(await hashOf('dana'), printed ?? '')).toBe(true)
  })

  it('asks twice on a terminal and changes nothing when the answers differ', async () => {
    const run = operator({}, ['one-password', 'another-one'])
    expect(await runAdminCommand(['reset-password', 'dana'], run.io)).toBe(1)
    expect(run.err).toEqual(['The two passwords differ; nothing was changed.'])
    expect(await verifyPassword(await hashOf('dana'), TEST_PASSWORD)).toBe(true)
    const agreed = operator({}, ['same-password', 'same-password'])
    expect(await runAdminCommand(['reset-password', 'dana'], agreed.io)).toBe(0)
    expect(await verifyPassword(await hashOf('dana'), 'same-password')).toBe(true)
  })

  it('refuses a short password, an unknown user and a wrong command', async () => {
    const short = operator({ FW_NEW_PASSWORD: 'abc' })
    expect(await runAdminCommand(['reset-password', 'dana'], short.io)).toBe(1)
    expect(short.err).toEqual(['FW_NEW_PASSWORD: The password must be at least 6 characters.'])
    const unknown = operator({ FW_NEW_PASSWORD: 'fresh-fuse' })
    expect(await runAdminCommand(['reset-password', 'nobody'], unknown.io)).toBe(1)
    expect(unknown.err).toEqual(['No user named "nobody".'])
    const wrong = operator()
    expect(await runAdminCommand(['delete-everything'], wrong.io)).toBe(2)
    expect(wrong.err).toEqual([USAGE])
  })
})
