// Identifiers shaped like Square's: location ids of 13 upper-case characters, order and payment
// ids of base62 text, catalogue ids of 24 upper-case characters.
import type { Random } from './random'

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const UPPER = 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789'

function draw(random: Random, alphabet: string, length: number): string {
  // Five characters from each draw (62^5 < 2^32): uids are made millions of times in benchmarks.
  const size = alphabet.length
  const span = size ** 5
  let text = ''
  while (text.length < length) {
    let n = Math.floor(random.next() * span)
    for (let k = 0; k < 5 && text.length < length; k++) {
      text += alphabet.charAt(n % size)
      n = Math.floor(n / size)
    }
  }
  return text
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
