// Square's bearer-token check: a missing or wrong token gets 401 AUTHENTICATION_ERROR.
import { timingSafeEqual, createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { squareErrorResponse } from './errors'

const digest = (text: string): Buffer => createHash('sha256').update(text).digest()

/** Lets through requests carrying `Authorization: Bearer <accessToken>`. */
export function requireBearer(accessToken: string): MiddlewareHandler {
  const expected = digest(accessToken)
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) {
      return squareErrorResponse(c, 401, {
        category: 'AUTHENTICATION_ERROR',
        code: 'UNAUTHORIZED',
        detail: 'Your request did not include an `Authorization` http header with an access token.',
      })
    }
    const match = /^Bearer (.+)$/.exec(header)
    // Compared as digests so the comparison takes the same time whatever the token's length.
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      return squareErrorResponse(c, 401, {
        category: 'AUTHENTICATION_ERROR',
        code: 'UNAUTHORIZED',
        detail: 'This request could not be authorized.',
      })
    }
    await next()
  }
}
