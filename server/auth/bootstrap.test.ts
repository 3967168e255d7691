import { createTestContext, type TestContext } from '../testing/test-app'
import { bootstrapAdmin } from './bootstrap'
import { verifyPassword } from './passwords'

let t: TestContext
afterEach(async () => {
  await t.close()
})

async function storedAdmin() {
  return t.deps.db.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow()
}

describe('the first admin', () => {
  it('is created on an empty database with FW_ADMIN_PASSWORD and profile fields that satisfy the user schema', async () => {
    t = await createTestContext({ env: { FW_ADMIN_PASSWORD: 'launch-day', FW_ADMIN_EMAIL: 'ops@fireworks.example' } })
    const outcome = await bootstrapAdmin(t.deps)
    expect(outcome).toEqual({ created: true, username: 'admin', password: 'launch-day', generated: false })
    const row = await storedAdmin()
    expect(row).toMatchObject({ email: 'ops@fireworks.example', first_name: 'Admin', last_name: 'User', roles: '["admin"]', status: 'active' })
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(row.password_hash, 'launch-day')).toBe(true)
    const signIn = await t.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'launch-day' } })
    expect(signIn.status).toBe(200)
    expect(signIn.body.data.user.roles).toEqual(['admin'])
  })

  it('gets a generated password when none is configured', async () => {
    t = await createTestContext()
    const outcome = await bootstrapAdmin(t.deps)
    if (!outcome.created) throw new Error('expected the admin to be created')
    expect(outcome.generated).toBe(true)
    expect(outcome.password).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(await verifyPassword((await storedAdmin()).password_hash, outcome.password)).toBe(true)
  })

  it('is not created when any user exists, and two starts create only one', async () => {
    t = await createTestContext({ env: { FW_ADMIN_PASSWORD: 'launch-day' } })
    const [first, second] = await Promise.all([bootstrapAdmin(t.deps), bootstrapAdmin(t.deps)])
    expect([first.created, second.created].sort()).toEqual([false, true])
    expect(await bootstrapAdmin(t.deps)).toEqual({ created: false })
    expect(await t.deps.db.selectFrom('users').select('id').execute()).toHaveLength(1)
  })
})
