// Retries of Square calls: 429 (rate limited), 5xx and network failures are retried with
// exponential backoff and full jitter, so many clients that were throttled together do not come
// back together. A Retry-After header, when Square sends one, is a floor on the wait.
import { SquareError, SquareTimeoutError } from 'square'

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** The first backoff ceiling; it doubles per attempt up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 250, maxDelayMs: 20_000 }

export interface RetryHooks {
  random?: () => number
  sleep?: (ms: number) => Promise<void>
  /** Told before each wait, e.g. to log it. */
  onRetry?: (info: { attempt: number; delayMs: number; status: number | undefined }) => void
}

/** The HTTP status of a failed Square call; undefined for network errors and timeouts. */
export function failureStatus(error: unknown): number | undefined {
  return error instanceof SquareError ? error.statusCode : undefined
}

/** True for failures worth another attempt: 429, 5xx, timeouts and network errors. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SquareTimeoutError) return true
  if (!(error instanceof SquareError)) return false
  const status = error.statusCode
  if (status === undefined) return true // no answer at all: connection refused, reset
  return status === 429 || status >= 500
}

/** Seconds from a Retry-After header, when one came with the failure. */
function retryAfterMs(error: unknown): number {
  if (!(error instanceof SquareError)) return 0
  const header = error.rawResponse?.headers.get('retry-after')
  const seconds = header === null || header === undefined ? NaN : Number(header)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0
}

/** The wait before attempt `attempt + 1` (attempt counts from 1): full jitter under a doubling ceiling. */
export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(random() * ceiling)
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `work`, retrying retryable failures under `policy`; the last failure is rethrown. */
export async function withRetries<T>(work: () => Promise<T>, policy: RetryPolicy, hooks: RetryHooks = {}): Promise<T> {
  const random = hooks.random ?? Math.random
  const sleep = hooks.sleep ?? realSleep
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= policy.maxAttempts || !isRetryable(error)) throw error
      const delayMs = Math.min(policy.maxDelayMs, Math.max(backoffDelayMs(attempt, policy, random), retryAfterMs(error)))
      hooks.onRetry?.({ attempt, delayMs, status: failureStatus(error) })
      await sleep(delayMs)
    }
  }
}

/** A sentence about a failed Square call for logs and the admin screen (no token, no body dump). */
export function describeSquareFailure(error: unknown): string {
  if (error instanceof SquareTimeoutError) return 'Square did not answer in time'
  if (error instanceof SquareError) {
    if (error.statusCode === undefined) {
      const cause = error.cause instanceof Error ? error.cause.message : error.message
      return `Could not reach Square: ${cause}`
    }
    const first = error.errors[0]
    const detail = first === undefined ? '' : `: ${first.code}${first.detail === undefined ? '' : ` (${first.detail})`}`
    return `Square answered HTTP ${error.statusCode}${detail}`
  }
  return error instanceof Error ? error.message : String(error)
}
