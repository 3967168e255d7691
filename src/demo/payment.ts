// A live payment "now": a new COMPLETED order at a location and the Square Payment behind it,
// as the emulator sends them in payment.created webhooks.
import type { SquarePayment } from '../contract/square-location'
import type { Order } from '../contract/square-order'
import { demoContext } from './demo-context'
import type { DemoOptions } from './options'
import { createRandom, seedFrom } from './random'
import { buildSaleOrder } from './sale'
import { paymentOfTender } from './tenders'

export interface DemoPaymentInput {
  /** Defaults to a random ACTIVE location. */
  locationId?: string
  /** When the payment completes (epoch ms). */
  nowMs: number
  /** Distinguishes payments made at the same instant; a counter does. */
  sequence: number
}

/** A new COMPLETED, card-or-cash order closing at `nowMs`, and its payment. */
export function demoPayment(options: DemoOptions, input: DemoPaymentInput): { order: Order; payment: SquarePayment } {
  const context = demoContext(options)
  const random = createRandom(seedFrom(context.options.seed, 'live', input.sequence, input.nowMs))
  const active = context.sites.filter((s) => s.location.status === 'ACTIVE')
  const site =
    input.locationId === undefined
      ? random.pick(active.length > 0 ? active : context.sites)
      : context.sites.find((s) => s.location.id === input.locationId)
  if (!site) throw new RangeError(`Unknown demo location: ${String(input.locationId)}`)
  const order = buildSaleOrder(random, {
    locationId: site.location.id,
    tax: site.tax,
    picker: context.picker,
    createdAtMs: input.nowMs - random.int(30, 180) * 1000,
    closedAtMs: input.nowMs,
    state: 'COMPLETED',
    tenderKind: random.chance(0.8) ? 'CARD' : 'CASH',
  })
  const tender = order.tenders?.[0]
  if (!tender) throw new Error('A completed demo order always has a tender')
  return { order, payment: paymentOfTender(order, tender) }
}
