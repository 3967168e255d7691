// An injectable share of 429 RATE_LIMITED answers, so clients' retries can be tested. Spread
// evenly by request count (at 0.25 every fourth request fails), so a test knows which fail.
import type { MiddlewareHandler } from 'hono'
import { squareErrorResponse } from './errors'

export interface FailureInjector {
  middleware: MiddlewareHandler
  /** The share of requests answered 429, from 0 to 1. */
  rate: number
  /** Requests seen so far (failed ones included). */
  readonly requestCount: number
}

/** Checks a share is a number from 0 to 1. */
export function checkFailureRate(rate: number): number {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`failure rate must be from 0 to 1, got ${rate}`)
  return rate
}

export function createFailureInjector(initialRate = 0): FailureInjector {
  let rate = checkFailureRate(initialRate)
  let count = 0
  const injector: FailureInjector = {
    get rate() {
      return rate
    },
    set rate(next: number) {
      rate = checkFailureRate(next)
    },
    get requestCount() {
      return count
    },
    middleware: async (c, next) => {
      count++
      // Request n fails when the running total of rate × n passes another whole number.
      if (Math.floor(count * rate + 1e-9) > Math.floor((count - 1) * rate + 1e-9)) {
        return squareErrorResponse(c, 429, {
          category: 'RATE_LIMIT_ERROR',
          code: 'RATE_LIMITED',
          detail: 'Rate limit exceeded. Slow down and retry the request later.',
        })
      }
      await next()
    },
  }
  return injector
}
