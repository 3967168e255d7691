// Which address a request counts as, through a real socket and through proxy headers.
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { claimsProxy, clientAddress, clientKey, forwardedClient, isLoopback } from './client-address'

describe('forwardedClient', () => {
  const from = (headers: Record<string, string>) => forwardedClient(new Headers(headers))

  it('takes the last X-Forwarded-For entry: the one the proxy nearest the server appended', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7')
    expect(from({ 'x-forwarded-for': '10.9.9.9, 198.51.100.4' })).toBe('198.51.100.4')
    expect(from({ 'x-forwarded-for': '198.51.100.4:51234' })).toBe('198.51.100.4')
    expect(from({ 'x-forwarded-for': '2001:db8::17' })).toBe('2001:db8::17')
  })

  it('reads the last for= of Forwarded, quoted, bracketed or with a port', () => {
    expect(from({ forwarded: 'for=192.0.2.60;proto=http;by=203.0.113.43' })).toBe('192.0.2.60')
    expect(from({ forwarded: 'for=10.0.0.1, for="[2001:db8:cafe::17]:4711"' })).toBe('2001:db8:cafe::17')
    expect(from({ forwarded: 'proto=https;For="192.0.2.61:8080"' })).toBe('192.0.2.61')
  })

  it('prefers X-Forwarded-For, so a client’s own Forwarded header cannot stand in for the proxy’s', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.4', forwarded: 'for=10.0.0.1' })).toBe('198.51.100.4')
  })

  it('names nothing for what is not an address', () => {
    expect(from({})).toBeUndefined()
    expect(from({ 'x-forwarded-for': 'unknown' })).toBeUndefined()
    expect(from({ forwarded: 'for=_hidden' })).toBeUndefined()
    expect(from({ forwarded: 'proto=https' })).toBeUndefined()
  })
})

describe('clientKey', () => {
  it('keeps IPv4, unwraps IPv4 written in IPv6, and counts IPv6 by its /64', () => {
    expect(clientKey('198.51.100.4')).toBe('198.51.100.4')
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('not an address')).toBe('unknown')
  })
})

describe('isLoopback', () => {
  it('knows the machine’s own addresses and nothing else', () => {
    for (const own of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopback(own)).toBe(true)
    for (const other of ['10.0.0.1', '::', '::2', '::ffff:10.0.0.1', '2001:db8::1', undefined, 'localhost']) expect(isLoopback(other)).toBe(false)
  })
})

describe('claimsProxy', () => {
  it('sees any of the headers proxies add', () => {
    expect(claimsProxy(new Headers())).toBe(false)
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) expect(claimsProxy(new Headers({ [name]: '198.51.100.4' }))).toBe(true)
  })
})

describe('clientAddress through a real socket', () => {
  const app = new Hono().get('/', (c) => c.json({ trusted: clientAddress(c, true) ?? null, direct: clientAddress(c, false) ?? null }))
  const servers: Server[] = []
  afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))))

  async function listen(hostname: string): Promise<string> {
    return new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname }, (info: AddressInfo) => resolve(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}/`)) as Server
      servers.push(server)
    })
  }

  it('is the connection’s address, and the proxy’s report only when the proxy is trusted', async () => {
    const v4 = await listen('127.0.0.1')
    expect(await (await fetch(v4)).json()).toEqual({ trusted: '127.0.0.1', direct: '127.0.0.1' })
    expect(await (await fetch(v4, { headers: { 'x-forwarded-for': '198.51.100.4' } })).json()).toEqual({ trusted: '198.51.100.4', direct: '127.0.0.1' })
    const v6 = await listen('::1')
    expect(await (await fetch(v6)).json()).toEqual({ trusted: '::1', direct: '::1' })
  })
})
