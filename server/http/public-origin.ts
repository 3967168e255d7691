// The origin people open the dashboard at. Behind a proxy that ends HTTPS the server itself sees
// http://…, while browsers send `Origin: https://…`; the live connection's origin check, CORS and
// frame-ancestors must compare against what the browser sees. In order: FW_PUBLIC_ORIGIN, the
// origin of SQUARE_WEBHOOK_URL (the public URL Square posts to), else the request's own scheme
// and Host — with the scheme a trusted proxy reports (FW_TRUST_PROXY) in place of the socket's.
import type { Context } from 'hono'
import type { Config } from '../config'
import type { AppEnv } from '../env'

/** The public origin the configuration names, if it names one. */
export function configuredPublicOrigin(config: Pick<Config, 'FW_PUBLIC_ORIGIN' | 'SQUARE_WEBHOOK_URL'>): string | undefined {
  if (config.FW_PUBLIC_ORIGIN !== undefined) return config.FW_PUBLIC_ORIGIN
  if (config.SQUARE_WEBHOOK_URL === undefined) return undefined
  try {
    return new URL(config.SQUARE_WEBHOOK_URL).origin
  } catch {
    return undefined
  }
}

const SCHEME = /^https?$/

/**
 * The scheme the client used, as a proxy reports it: the first `proto=` of `Forwarded` (RFC 7239),
 * else the first value of `X-Forwarded-Proto`. The first entry is the one the proxy nearest the
 * browser wrote. Undefined when neither header names http or https.
 */
export function forwardedScheme(headers: Headers): string | undefined {
  const forwarded = headers.get('forwarded')
  if (forwarded) {
    const first = forwarded.split(',')[0] ?? ''
    for (const pair of first.split(';')) {
      const [name, value] = pair.split('=').map((part) => part.trim())
      const scheme = value?.replace(/^"|"$/g, '').toLowerCase()
      if (name?.toLowerCase() === 'proto' && scheme !== undefined && SCHEME.test(scheme)) return scheme
    }
  }
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto !== undefined && SCHEME.test(proto) ? proto : undefined
}

/** The origin a request was made to: its Host, with a trusted proxy's scheme when `trustProxy`. */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  const scheme = trustProxy ? forwardedScheme(request.headers) : undefined
  if (scheme !== undefined) url.protocol = `${scheme}:`
  return url.origin
}

/** The dashboard's public origin for this request. */
export function publicOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('deps')
  return configuredPublicOrigin(config) ?? requestOrigin(c.req.raw, config.FW_TRUST_PROXY)
}
