import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { codingFor, CompressedFileCache } from './compressed-files'

const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''))

describe('compressed static files', () => {
  it('compresses text files over 1 KiB only, brotli first', () => {
    expect(codingFor('a.js', 5000, 'gzip, br')).toBe('br')
    expect(codingFor('a.js', 5000, 'gzip')).toBe('gzip')
    expect(codingFor('a.js', 5000, undefined)).toBeUndefined()
    expect(codingFor('a.js', 500, 'br')).toBeUndefined()
    expect(codingFor('a.wav', 5000, 'br')).toBeUndefined()
  })

  it('compresses a version of a file once', async () => {
    const cache = new CompressedFileCache()
    let reads = 0
    const read = async () => {
      reads += 1
      return text(4000)
    }
    const first = await cache.get('a.js', 'v1', 'gzip', read)
    const second = await cache.get('a.js', 'v1', 'gzip', read)
    expect(second).toBe(first)
    expect(reads).toBe(1)
    expect(gunzipSync(first)).toEqual(text(4000))
    await cache.get('a.js', 'v2', 'gzip', read)
    expect(reads).toBe(2)
  })

  it('drops the least recently used files past its budget', async () => {
    // Random text compresses to about three quarters: each file is about 3.8 KB, two fit.
    const cache = new CompressedFileCache(9_000)
    let reads = 0
    const read = async () => {
      reads += 1
      return Buffer.from(randomBytes(3_750).toString('base64'))
    }
    await cache.get('a.js', 'v', 'gzip', read)
    await cache.get('b.js', 'v', 'gzip', read)
    await cache.get('a.js', 'v', 'gzip', read) // a is now the most recent
    await cache.get('c.js', 'v', 'gzip', read) // over budget: b goes
    expect(reads).toBe(3)
    await cache.get('a.js', 'v', 'gzip', read)
    expect(reads).toBe(3)
    await cache.get('b.js', 'v', 'gzip', read)
    expect(reads).toBe(4)
  })
})
