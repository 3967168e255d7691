import { HotAnswers, isAnswerStart } from './hot-answers'

const bytes = (n: number) => new Uint8Array(new ArrayBuffer(n))
/** An answer of `n` bytes in all: half as it is, half compressed. */
const answer = (n: number) => ({ identity: bytes(n - Math.floor(n / 2)), gzip: bytes(Math.floor(n / 2)) })

describe('HotAnswers', () => {
  it('serves bytes only for the KV entry they came from', () => {
    const hot = new HotAnswers(100)
    const body = answer(10)
    hot.set('square:orders:L1:2025', 1000, body)
    expect(hot.get('square:orders:L1:2025', 1000)).toBe(body)
    // The KV entry was replaced (invalidated and rebuilt) since: these bytes are stale.
    expect(hot.get('square:orders:L1:2025', 2000)).toBeUndefined()
    expect(hot.get('square:orders:L2:2025', 1000)).toBeUndefined()
  })

  it('keeps within its byte budget, counting both encodings, dropping the least recently used first', () => {
    const hot = new HotAnswers(100)
    hot.set('a', 1, answer(40))
    hot.set('b', 1, answer(40))
    hot.get('a', 1)
    hot.set('c', 1, answer(40))
    expect(hot.get('b', 1)).toBeUndefined()
    expect(hot.get('a', 1)).toBeDefined()
    expect(hot.get('c', 1)).toBeDefined()
    hot.set('huge', 1, answer(101))
    expect(hot.get('huge', 1)).toBeUndefined()
    expect(hot.size).toBe(2)
  })
  it('counts an answer kept as its fixed start by every byte of it, as it is and deflated', () => {
    const hot = new HotAnswers(100)
    const start = { bytes: Buffer.alloc(30), deflated: [Buffer.alloc(10), Buffer.alloc(5)], crc: 0 }
    hot.set('square:locations', 1, { start, expiresAt: 2 })
    hot.set('a', 1, answer(50))
    expect(isAnswerStart(hot.get('square:locations', 1))).toBe(true)
    // 45 + 50 + 10 bytes are past the budget: the least recently used goes.
    hot.set('b', 1, answer(10))
    expect(hot.get('a', 1)).toBeUndefined()
    expect(hot.size).toBe(2)
  })
})
