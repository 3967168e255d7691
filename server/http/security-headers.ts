// Response headers for every answer: a charset on text types, no MIME sniffing, API answers never
// cached (they hold private figures and tokens), and for the shell's pages a strict
// Content-Security-Policy whose frame-ancestors follow FW_ALLOWED_ORIGINS (embedding intranet pages)
// and name the configured public origin beside 'self'.
import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config'
import type { AppEnv } from '../env'
import { configuredPublicOrigin } from './public-origin'

/** The origin of a tile URL template as a CSP source (a {s} subdomain becomes a wildcard). */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(template)
  if (!match?.[1]) return undefined
  return match[1].replace(/\{[a-z]+\}/gi, '*')
}

/** The Content-Security-Policy of the shell's pages. */
export function pagePolicy(config: Config): string {
  const tiles = [config.FW_TILE_URL, config.FW_TILE_URL_DARK]
    .filter((url): url is string => url !== undefined)
    .map(tileSource)
    .filter((source): source is string => source !== undefined)
  const publicOrigin = configuredPublicOrigin(config)
  const ancestors = [...new Set(["'self'", ...(publicOrigin === undefined ? [] : [publicOrigin]), ...config.FW_ALLOWED_ORIGINS])].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Charts and popovers position themselves with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...new Set(tiles)].join(' ')}`.trim(),
    "connect-src 'self'",
    "font-src 'self'",
    // The orders table starts its worker from a blob URL its own script makes (the worker's code
    // travels inside that script): blob: admits no code script-src has not already let run.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

const TEXT_TYPE = /^(text\/[\w.+-]+|application\/([\w.-]+\+)?json|application\/javascript|image\/svg\+xml)\s*$/i

/** Security and caching headers, applied after the handler answered. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const contentType = headers.get('content-type')
    if (contentType && TEXT_TYPE.test(contentType)) headers.set('content-type', `${contentType.trim()}; charset=UTF-8`)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'same-origin')
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      headers.set('Cache-Control', 'no-store')
    } else if (!headers.has('content-security-policy')) {
      headers.set('Content-Security-Policy', pagePolicy(c.get('deps').config))
    }
  }
}
