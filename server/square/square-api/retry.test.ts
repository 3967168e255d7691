import { SquareError, SquareTimeoutError } from 'square'
import { backoffDelayMs, describeSquareFailure, isRetryable, withRetries, type RetryPolicy } from './retry'

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 250 }
const squareError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new SquareError({
    statusCode,
    body: { errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Slow down' }] },
    rawResponse: { headers: new Headers(headers), redirected: false, status: statusCode ?? 0, statusText: '', type: 'basic', url: '' },
  })

describe('isRetryable', () => {
  it('retries 429, 5xx, timeouts and network failures but not other 4xx', () => {
    expect(isRetryable(squareError(429))).toBe(true)
    expect(isRetryable(squareError(500))).toBe(true)
    expect(isRetryable(squareError(503))).toBe(true)
    expect(isRetryable(squareError(undefined))).toBe(true)
    expect(isRetryable(new SquareTimeoutError('slow'))).toBe(true)
    expect(isRetryable(squareError(400))).toBe(false)
    expect(isRetryable(squareError(401))).toBe(false)
    expect(isRetryable(new Error('bug'))).toBe(false)
  })
})

describe('backoffDelayMs', () => {
  it('draws a full-jitter delay under a ceiling that doubles up to the maximum', () => {
    expect(backoffDelayMs(1, policy, () => 1)).toBe(100)
    expect(backoffDelayMs(2, policy, () => 1)).toBe(200)
    expect(backoffDelayMs(3, policy, () => 1)).toBe(250)
    expect(backoffDelayMs(2, policy, () => 0.5)).toBe(100)
    expect(backoffDelayMs(2, policy, () => 0)).toBe(0)
  })
})

describe('withRetries', () => {
  it('retries a throttled call until it succeeds, waiting a jittered backoff each time', async () => {
    const waits: number[] = []
    let calls = 0
    const result = await withRetries(
      async () => {
        calls++
        if (calls < 3) throw squareError(429)
        return 'ok'
      },
      policy,
      { random: () => 0.5, sleep: async (ms) => void waits.push(ms) },
    )
    expect(result).toBe('ok')
    expect(calls).toBe(3)
    expect(waits).toEqual([50, 100])
  })

  it('gives up after the last attempt and rethrows the failure', async () => {
    let calls = 0
    const failing = withRetries(
      async () => {
        calls++
        throw squareError(503)
      },
      policy,
      { random: () => 0, sleep: async () => undefined },
    )
    await expect(failing).rejects.toMatchObject({ statusCode: 503 })
    expect(calls).toBe(4)
  })

  it('does not retry a refused request', async () => {
    let calls = 0
    await expect(
      withRetries(
        async () => {
          calls++
          throw squareError(400)
        },
        policy,
        { sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ statusCode: 400 })
    expect(calls).toBe(1)
  })

  it('waits at least what Retry-After asks, within the maximum', async () => {
    const waits: number[] = []
    let calls = 0
    await withRetries(
      async () => {
        if (calls++ === 0) throw squareError(429, { 'retry-after': '0.2' })
        return 1
      },
      policy,
      { random: () => 0, sleep: async (ms) => void waits.push(ms) },
    )
    expect(waits).toEqual([200])
  })
})

describe('describeSquareFailure', () => {
  it('names the status and Square error code without dumping the body', () => {
    expect(describeSquareFailure(squareError(429))).toBe('Square answered HTTP 429: RATE_LIMITED (Slow down)')
    expect(describeSquareFailure(new SquareTimeoutError('x'))).toBe('Square did not answer in time')
  })
})
