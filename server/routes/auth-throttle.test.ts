// Sign-in throttling through POST /api/auth/login: failures bind only the client that made them,
// with a delay that grows and never becomes a lock, and the bucket of sign-in work refuses only
// clients that have failed. Each request carries its connection's address as @hono/node-server
// passes it, so clients are told apart as a real server tells them apart.
import { apiErrorSchema } from '../../src/contract/envelope'
import { BUCKET_CAPACITY, BUCKET_REFILL_PER_SECOND, delayAfter, FAILURE_MEMORY_MS, FREE_FAILURES, MAX_DELAY_MS } from '../auth/throttle'
import { createApp } from '../app'
import { openStore } from '../db/store'
import { startServer } from '../index'
import { requestFrom } from '../testing/request-from'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/test-app'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
  await t.createUser('dana', ['user'])
  await t.createUser('erin', ['user'])
})
afterEach(async () => {
  await t.close()
})

const ATTACKER = '198.51.100.66'
const DANA_AT_HOME = '203.0.113.10'

interface Answer {
  status: number
  retryAfter: string | null
  body: { success: boolean; error?: string; message?: string }
}

/** A sign-in from `address` (the connection's), with extra headers. */
async function loginFrom(address: string, username: string, password: string, headers: Record<string, string> = {}, context: Pick<TestContext, 'app'> = t): Promise<Answer> {
  const res = await context.app.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ username, password }) },
    { incoming: { socket: { remoteAddress: address } } },
  )
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] }
}

/** `count` wrong passwords from `address`, each sent once the delay before it has passed. */
async function failPatiently(address: string, username: string, count: number): Promise<void> {
  for (let failure = 0; failure < count; failure += 1) {
    t.clock.advance(delayAfter(failure))
    expect((await loginFrom(address, username, `wrong-${failure}`)).status).toBe(401)
  }
}

describe('failures per client and username', () => {
  it('five wrong passwords from one client do not stop the right password from another', async () => {
    const guesses = []
    for (let guess = 0; guess < 5; guess += 1) guesses.push((await loginFrom(ATTACKER, 'dana', `guess-${guess}`)).status)
    // Sent at once: the free failures are answered, the rest wait for the delay.
    expect(guesses).toEqual([...Array(FREE_FAILURES).fill(401), ...Array(5 - FREE_FAILURES).fill(429)])
    const owner = await loginFrom(DANA_AT_HOME, 'dana', TEST_PASSWORD)
    expect(owner.status).toBe(200)
    expect(owner.retryAfter).toBeNull()
  })

  it('does the same when all five were answered as wrong, and however many came after', async () => {
    await failPatiently(ATTACKER, 'dana', 5)
    for (let more = 0; more < 30; more += 1) await loginFrom(ATTACKER, 'dana', 'still-guessing')
    expect((await loginFrom(DANA_AT_HOME, 'dana', TEST_PASSWORD)).status).toBe(200)
  })

  it('delays the failing client more after each failure, up to a ceiling, and never locks it out', async () => {
    const waits: number[] = []
    for (let failures = 0; failures < 12; failures += 1) {
      const early = await loginFrom(ATTACKER, 'dana', 'too-soon')
      if (failures < FREE_FAILURES) {
        expect(early.status).toBe(401)
        continue
      }
      expect(early.status).toBe(429)
      expect(apiErrorSchema.parse(early.body)).toMatchObject({ error: 'RATE_LIMITED', details: [] })
      waits.push(Number(early.retryAfter))
      // One millisecond short of the wait is still too soon; the wait itself is enough.
      t.clock.advance(Number(early.retryAfter) * 1000 - 1)
      expect((await loginFrom(ATTACKER, 'dana', 'too-soon')).status).toBe(429)
      t.clock.advance(1)
      expect((await loginFrom(ATTACKER, 'dana', `wrong-${failures}`)).status).toBe(401)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256])
    const capped = await loginFrom(ATTACKER, 'dana', 'too-soon')
    expect(capped.retryAfter).toBe(String(MAX_DELAY_MS / 1000))
    expect(capped.body.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.')
    t.clock.advance(MAX_DELAY_MS)
    expect((await loginFrom(ATTACKER, 'dana', TEST_PASSWORD)).status).toBe(200)
  })

  it('starts the count again after a success', async () => {
    await failPatiently(DANA_AT_HOME, 'dana', 5)
    t.clock.advance(delayAfter(5))
    expect((await loginFrom(DANA_AT_HOME, 'dana', TEST_PASSWORD)).status).toBe(200)
    const typos = []
    for (let typo = 0; typo < FREE_FAILURES + 1; typo += 1) typos.push((await loginFrom(DANA_AT_HOME, 'dana', 'typo')).status)
    expect(typos).toEqual([...Array(FREE_FAILURES).fill(401), 429])
  })

  it('forgets failures after a while', async () => {
    await failPatiently(ATTACKER, 'dana', 6)
    expect((await loginFrom(ATTACKER, 'dana', 'too-soon')).status).toBe(429)
    t.clock.advance(FAILURE_MEMORY_MS)
    const answers = []
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) answers.push((await loginFrom(ATTACKER, 'dana', 'again')).status)
    expect(answers).toEqual(Array(FREE_FAILURES).fill(401))
  })

  it('counts a username in any case as one, and leaves the client free to sign in as someone else', async () => {
    for (const name of ['dana', 'DANA', 'Dana']) expect((await loginFrom(ATTACKER, name, 'wrong')).status).toBe(401)
    const fourth = await loginFrom(ATTACKER, 'dAnA', 'wrong')
    expect(fourth.status).toBe(429)
    expect(fourth.body.message).toBe('Too many failed sign-in attempts. Try again in 1 second.')
    expect((await loginFrom(ATTACKER, 'erin', TEST_PASSWORD)).status).toBe(200)
  })

  it('throttles an unknown username exactly as a real one', async () => {
    const answersFor = async (address: string, username: string) => {
      const answers: Answer[] = []
      for (let attempt = 0; attempt < FREE_FAILURES + 2; attempt += 1) answers.push(await loginFrom(address, username, 'wrong'))
      return answers
    }
    expect(await answersFor('198.51.100.1', 'ghost')).toEqual(await answersFor('198.51.100.2', 'dana'))
  })

  it('counts an IPv6 client by its /64 network, and IPv4 written in IPv6 as IPv4', async () => {
    for (let host = 1; host <= FREE_FAILURES; host += 1) await loginFrom(`2001:db8:7:7::${host}`, 'dana', 'wrong')
    expect((await loginFrom('2001:db8:7:7:ffff::1', 'dana', 'wrong')).status).toBe(429)
    expect((await loginFrom('2001:db8:7:8::1', 'dana', TEST_PASSWORD)).status).toBe(200)
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) await loginFrom('::ffff:198.51.100.9', 'erin', 'wrong')
    expect((await loginFrom('198.51.100.9', 'erin', 'wrong')).status).toBe(429)
  })

  it('holds parallel guesses to the free failures before any of them finishes hashing', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => loginFrom(ATTACKER, 'dana', `guess-${i}`)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(FREE_FAILURES).fill(401), ...Array(8 - FREE_FAILURES).fill(429)])
  })
})

describe('behind a proxy', () => {
  it('ignores forwarded addresses unless FW_TRUST_PROXY says the proxy is trusted', async () => {
    // Untrusted: a client inventing a new X-Forwarded-For for each guess is still one client.
    for (let guess = 0; guess < FREE_FAILURES; guess += 1) await loginFrom(ATTACKER, 'dana', 'wrong', { 'X-Forwarded-For': `10.0.0.${guess}` })
    expect((await loginFrom(ATTACKER, 'dana', 'wrong', { 'X-Forwarded-For': '10.0.0.99' })).status).toBe(429)
  })

  it('counts each client behind a trusted proxy by the address the proxy appended', async () => {
    const behind = await createTestContext({ env: { FW_TRUST_PROXY: '1' } })
    try {
      await behind.createUser('dana', ['user'])
      const proxy = '127.0.0.1'
      // The client wrote the first entry itself; the proxy appended the real one.
      for (let guess = 0; guess < FREE_FAILURES; guess += 1) await loginFrom(proxy, 'dana', 'wrong', { 'X-Forwarded-For': `10.0.0.${guess}, ${ATTACKER}` }, behind)
      expect((await loginFrom(proxy, 'dana', 'wrong', { 'X-Forwarded-For': `10.0.0.99, ${ATTACKER}` }, behind)).status).toBe(429)
      expect((await loginFrom(proxy, 'dana', TEST_PASSWORD, { 'X-Forwarded-For': DANA_AT_HOME }, behind)).status).toBe(200)
    } finally {
      await behind.close()
    }
  })
})

describe('the bucket of sign-in work', () => {
  /** `count` clients that have never failed, each sending one wrong password: the bucket's tokens go. */
  async function drainWithNewClients(count: number, first = 1): Promise<number[]> {
    const statuses: number[] = []
    for (let client = first; client < first + count; client += 1) statuses.push((await loginFrom(`192.0.2.${client}`, 'dana', 'wrong')).status)
    return statuses
  }

  it('once empty, refuses a client that has failed with 429 and Retry-After, and never one that has not', async () => {
    // Clients that have not failed are answered even past the capacity: they are never refused.
    expect(await drainWithNewClients(BUCKET_CAPACITY + 5)).toEqual(Array(BUCKET_CAPACITY + 5).fill(401))
    const failedBefore = await loginFrom('192.0.2.1', 'erin', TEST_PASSWORD)
    expect(failedBefore.status).toBe(429)
    expect(failedBefore.retryAfter).toBe(String(Math.ceil(1 / BUCKET_REFILL_PER_SECOND)))
    expect(failedBefore.body).toEqual({
      success: false,
      error: 'RATE_LIMITED',
      message: 'The server is receiving too many sign-in attempts. Try again in 1 second.',
      details: [],
    })
    expect((await loginFrom(DANA_AT_HOME, 'dana', TEST_PASSWORD)).status).toBe(200)
    expect((await loginFrom('198.51.100.200', 'erin', 'a-first-wrong-one')).status).toBe(401)
  })

  it('refills with time, one attempt per token, up to its capacity', async () => {
    await drainWithNewClients(BUCKET_CAPACITY)
    t.clock.advance(1000 / BUCKET_REFILL_PER_SECOND)
    // One token back: one failed client through, the next refused.
    expect((await loginFrom('192.0.2.1', 'erin', 'wrong')).status).toBe(401)
    expect((await loginFrom('192.0.2.2', 'erin', 'wrong')).status).toBe(429)
    // Long enough to refill several times over (but not to forget the failures): no more than
    // the capacity goes through at once.
    t.clock.advance((3 * BUCKET_CAPACITY * 1000) / BUCKET_REFILL_PER_SECOND)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= BUCKET_CAPACITY; attempt += 1) statuses.push((await loginFrom(`192.0.2.${(attempt % BUCKET_CAPACITY) + 1}`, 'ghost', 'wrong')).status)
    expect(statuses).toEqual([...Array(BUCKET_CAPACITY).fill(401), 429])
  })

  it('lets a failed client in with the right password once the bucket has a token again', async () => {
    await drainWithNewClients(BUCKET_CAPACITY)
    expect((await loginFrom('192.0.2.3', 'erin', TEST_PASSWORD)).status).toBe(429)
    t.clock.advance(1000 / BUCKET_REFILL_PER_SECOND)
    expect((await loginFrom('192.0.2.3', 'erin', TEST_PASSWORD)).status).toBe(200)
  })
})

describe('several instances sharing the database', () => {
  it('count one client’s failures and share one bucket, wherever each attempt lands', async () => {
    // A second instance: its own app and its own connection to the same database.
    const store = await openStore(t.deps.store?.kind === 'postgres' ? { dataDir: t.dataDir, databaseUrl: t.databaseUrl } : { dataDir: t.dataDir }, { migrate: false })
    try {
      const other = { app: createApp({ ...t.deps, db: store.db, store }) }
      // Failures alternate between the instances; the next attempt waits on either.
      for (let failure = 0; failure < FREE_FAILURES; failure += 1) {
        expect((await loginFrom(ATTACKER, 'dana', 'wrong', {}, failure % 2 === 0 ? t : other)).status).toBe(401)
      }
      expect((await loginFrom(ATTACKER, 'dana', 'wrong', {}, other)).status).toBe(429)
      expect((await loginFrom(ATTACKER, 'dana', 'wrong')).status).toBe(429)
      // New clients drain the bucket through the first instance; the second finds it empty.
      for (let client = 1; client <= BUCKET_CAPACITY; client += 1) await loginFrom(`192.0.2.${client}`, 'erin', 'wrong')
      expect((await loginFrom(ATTACKER, 'erin', 'wrong', {}, other)).body.message).toMatch(/^The server is receiving too many sign-in attempts/)
      expect((await loginFrom(DANA_AT_HOME, 'dana', TEST_PASSWORD, {}, other)).status).toBe(200)
    } finally {
      await store.close()
    }
  })
})

describe('a flood of sign-ins on a real server', () => {
  it('costs at most the bucket’s hashes, leaves /api/health answering and the owner signing in', { timeout: 120_000 }, async () => {
    const server = await startServer({ config: t.deps.config, deps: t.deps, port: 0 })
    const login = `${server.url}/api/auth/login`
    try {
      // The flood from one address of this machine, the owner from another, health from a third.
      const flood = Array.from({ length: 500 }, (_, i) => requestFrom('127.0.0.2', 'POST', login, { username: `flood-${i}`, password: 'guess' }))
      const health = await Promise.all(Array.from({ length: 5 }, () => requestFrom('127.0.0.1', 'GET', `${server.url}/api/health`)))
      const owner = await requestFrom('127.0.0.3', 'POST', login, { username: 'dana', password: TEST_PASSWORD })
      const answers = await Promise.all(flood)
      expect(health.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
      expect(owner.status).toBe(200)
      // The clock stands still here, so the bucket never refills: its capacity was hashed, one
      // token perhaps going to the owner (a client that has not failed takes one when there is one).
      const counts = answers.reduce<Record<number, number>>((tally, answer) => ({ ...tally, [answer.status]: (tally[answer.status] ?? 0) + 1 }), {})
      expect(Object.keys(counts).sort()).toEqual(['401', '429'])
      expect(counts[401]).toBeGreaterThanOrEqual(BUCKET_CAPACITY - 1)
      expect(counts[401]).toBeLessThanOrEqual(BUCKET_CAPACITY)
      for (const answer of answers.filter((each) => each.status === 429)) {
        expect((JSON.parse(answer.text) as { error: string }).error).toBe('RATE_LIMITED')
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      }
    } finally {
      await server.close()
    }
  })
})
