// Identifiers shaped like Square's: location ids of 13 upper-case characters, order and payment
// ids of base62 text, catalogue ids of 24 upper-case characters.
import type { Random } from './random'

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const UPPER = 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789'

/** Every two-character string of an alphabet, so one draw yields four characters. */
function pairsOf(alphabet: string): string[] {
  const pairs: string[] = []
  for (const a of alphabet) for (const b of alphabet) pairs.push(a + b)
  return pairs
}

const PAIRS = new Map<string, string[]>()

function draw(random: Random, alphabet: string, length: number): string {
  // Four characters a draw (62^4 < 2^32), from a table of pairs: ids and uids are made millions
  // of times in benchmarks.
  let pairs = PAIRS.get(alphabet)
  if (!pairs) {
    pairs = pairsOf(alphabet)
    PAIRS.set(alphabet, pairs)
  }
  const size = pairs.length
  let text = ''
  for (let made = 0; made < length; made += 4) {
    const n = Math.floor(random.next() * size * size)
    const high = Math.floor(n / size)
    text += (pairs[high] as string) + (pairs[n - high * size] as string)
  }
  return text.length === length ? text : text.slice(0, length)
}

/** A location id such as `L88917AVBK2S5`. */
export const locationId = (random: Random): string => `L${draw(random, UPPER, 12)}`
/** An order id such as `CAISENgvlJ6jLWAzERDzjyHVybY`. */
export const orderId = (random: Random): string => draw(random, BASE62, 27)
/** A payment (and tender) id such as `bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY`. */
export const paymentId = (random: Random): string => draw(random, BASE62, 29)
/** A refund id: the payment id and a second part, as Square writes them. */
export const refundId = (random: Random, sourcePaymentId: string): string =>
  `${sourcePaymentId}_${draw(random, BASE62, 20)}`
/** A uid inside an order (line item, tax, discount …). */
export const uid = (random: Random): string => draw(random, BASE62, 22)
/** A catalogue object id such as `W62UWFY35CWMYGVWK6TWJDNI`. */
export const catalogId = (random: Random): string => draw(random, UPPER, 24)
/** A merchant id such as `MLEFBHHSJGVHD`. */
export const merchantId = (random: Random): string => `ML${draw(random, UPPER, 11)}`
