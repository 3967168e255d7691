// Who a request came from, for limits counted per client (sign-in) and for what only the machine
// itself may see (/metrics). The connection's own address, or — only behind a proxy the server is
// told to trust (FW_TRUST_PROXY) — the address that proxy reports. The proxy appends the address
// it saw to X-Forwarded-For (or to Forwarded), so the *last* entry is the one it wrote: earlier
// entries came from the client and prove nothing. X-Forwarded-For wins over Forwarded because it
// is the header proxies set by default; a client's own Forwarded header cannot then stand in for it.
import { isIP } from 'node:net'
import type { Context } from 'hono'

/** The TCP peer's address, as @hono/node-server passes it; undefined when no socket is behind the request (app.request in tests). */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

/** An address as a proxy may write it — quoted, [bracketed], with a port — reduced to the IP, if it is one. */
function bareAddress(written: string): string | undefined {
  let value = written.trim().replace(/^"|"$/g, '')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1] ?? ''
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  return isIP(value) === 0 ? undefined : value
}

/** The last address in X-Forwarded-For, else the last `for=` of Forwarded (RFC 7239); undefined when neither names an IP. */
export function forwardedClient(headers: Headers): string | undefined {
  const xForwardedFor = headers.get('x-forwarded-for')
  if (xForwardedFor !== null) return bareAddress(xForwardedFor.split(',').at(-1) ?? '')
  const forwarded = headers.get('forwarded')
  if (forwarded === null) return undefined
  const last = forwarded.split(',').at(-1) ?? ''
  for (const pair of last.split(';')) {
    const equals = pair.indexOf('=')
    if (equals > 0 && pair.slice(0, equals).trim().toLowerCase() === 'for') return bareAddress(pair.slice(equals + 1))
  }
  return undefined
}

/** Whether a proxy (any) says it stands between the client and the server. */
export function claimsProxy(headers: Headers): boolean {
  return headers.has('x-forwarded-for') || headers.has('forwarded') || headers.has('x-real-ip')
}

/** The client's address: the trusted proxy's report when `trustProxy` and it names one, else the socket's. */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  const reported = trustProxy ? forwardedClient(c.req.raw.headers) : undefined
  return reported ?? socketAddress(c)
}

/** The eight 16-bit groups of an IPv6 address, as numbers (an embedded IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? ''
  const v4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (v4Tail) {
    const [a, b, c, d] = (v4Tail[1] ?? '').split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/** An IPv4 address written inside IPv6 (::ffff:a.b.c.d), as IPv4; undefined for any other IPv6 address. */
function mappedIpv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return undefined
  const [high = 0, low = 0] = groups.slice(6)
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/**
 * The key limits count a client by: an IPv4 address as it is; an IPv6 address by its /64 network,
 * which one subscriber holds whole (counting single addresses would give them 2^64 fresh starts);
 * `unknown` when there is no address.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined) return 'unknown'
  const version = isIP(address.split('%')[0] ?? '')
  if (version === 4) return address
  if (version !== 6) return 'unknown'
  const groups = ipv6Groups(address)
  const v4 = mappedIpv4(groups)
  if (v4 !== undefined) return v4
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
}

/** Whether an address is the machine's own (127.0.0.0/8, ::1, or 127.x written inside IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  const version = isIP(address.split('%')[0] ?? '')
  if (version === 4) return address.startsWith('127.')
  if (version !== 6) return false
  const groups = ipv6Groups(address)
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return true
  return mappedIpv4(groups)?.startsWith('127.') ?? false
}
