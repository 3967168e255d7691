import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(async () => {
  await t.close()
})

describe('the home page', () => {
  it('says the shell is not built yet and links to what runs, under the strict page policy', async () => {
    const res = await t.app.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await res.text()
    expect(html).toContain('not part of this build yet')
    expect(html).toContain('href="/examples/"')
  })
})
