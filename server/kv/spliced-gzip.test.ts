import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { deflateStart, gzipWithEnd } from './spliced-gzip'

const gunzip = (chunks: Buffer[]) => gunzipSync(Buffer.concat(chunks))

describe('gzip of a fixed start and a changing end', () => {
  it('reads back as the start then the end, for each end joined to one compressed start', async () => {
    const start = await deflateStart(Buffer.from(`{"success":true,"data":{"locations":[${'{"id":"L1","name":"Oakdale"},'.repeat(40_000)}{"id":"L2"}]`))
    // Over a megabyte: compressed in several pieces.
    expect(start.deflated.length).toBeGreaterThan(1)
    for (const end of ['}}', ',"cached":false,"cachedAt":null,"cacheIsExpired":false}}', ',"cached":true,"cachedAt":"2025-07-04T20:00:00.000Z","cacheIsExpired":false}}']) {
      expect(gunzip(gzipWithEnd(start, Buffer.from(end))).toString()).toBe(`${start.bytes.toString()}${end}`)
    }
    // Compressed as well as in one piece, give or take the pieces' seams.
    const whole = Buffer.concat(gzipWithEnd(start, Buffer.from('}}'))).byteLength
    expect(whole).toBeLessThan(start.bytes.byteLength / 50)
  })

  it('carries bytes that do not compress, an empty start and an empty end', async () => {
    const noise = randomBytes(1_300_000)
    // Compared as bytes at once: an element by element comparison of a megabyte takes seconds.
    expect(gunzip(gzipWithEnd(await deflateStart(noise), Buffer.from('end'))).equals(Buffer.concat([noise, Buffer.from('end')]))).toBe(true)
    expect(gunzip(gzipWithEnd(await deflateStart(Buffer.alloc(0)), Buffer.from('only the end'))).toString()).toBe('only the end')
    expect(gunzip(gzipWithEnd(await deflateStart(Buffer.from('only the start')), Buffer.alloc(0))).toString()).toBe('only the start')
  })
})
