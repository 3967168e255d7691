// How an order is paid: cash (with change), card (brand and last 4, tip on the card), or now
// and then a split of cash and card; and the Square Payment behind each tender.
import { isoMs } from './iso'
import type { SquarePayment } from '../contract/square-location'
import type { Money, Order, Tender } from '../contract/square-order'
import { paymentId, uid } from './ids'
import { usd } from './money'
import type { Random } from './random'

export type TenderKind = 'CASH' | 'CARD' | 'SPLIT'

const BRANDS = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'] as const
const BRAND_WEIGHTS = [52, 27, 13, 8]
const ENTRY_METHODS = ['CONTACTLESS', 'EMV', 'SWIPED', 'KEYED'] as const
const ENTRY_WEIGHTS = [55, 35, 8, 2]

export interface TenderInput {
  locationId: string
  orderId: string
  createdAt: string
  /** The order's total before tip, in cents. */
  amountCents: number
  /** Tip, always on the card part. */
  tipCents: number
  kind: TenderKind
}

/** The tenders of a paid order; their amounts (tips included) add up to the order's total. */
export function buildTenders(random: Random, input: TenderInput): Tender[] {
  if (input.kind === 'CASH') return [cashTender(random, input, input.amountCents)]
  if (input.kind === 'CARD') return [cardTender(random, input, input.amountCents, input.tipCents)]
  // A split: a round amount of cash, the rest on a card.
  const cashCents = Math.max(100, Math.min(input.amountCents - 100, Math.floor(input.amountCents / 2000) * 1000))
  return [cashTender(random, input, cashCents), cardTender(random, input, input.amountCents - cashCents, input.tipCents)]
}

function baseTender(random: Random, input: TenderInput, type: 'CASH' | 'CARD'): Tender {
  const id = paymentId(random)
  return { id, location_id: input.locationId, transaction_id: input.orderId, created_at: input.createdAt, type, payment_id: id }
}

function cashTender(random: Random, input: TenderInput, cents: number): Tender {
  const tender = baseTender(random, input, 'CASH')
  // Customers hand over the next round note amount.
  const note = random.pick([100, 500, 2000, 2000, 5000, 10000])
  const tendered = cents % note === 0 ? cents : Math.ceil(cents / note) * note
  tender.amount_money = usd(cents)
  tender.cash_details = { buyer_tendered_money: usd(tendered), change_back_money: usd(tendered - cents) }
  return tender
}

function cardTender(random: Random, input: TenderInput, cents: number, tipCents: number): Tender {
  const tender = baseTender(random, input, 'CARD')
  tender.amount_money = usd(cents + tipCents)
  if (tipCents > 0) tender.tip_money = usd(tipCents)
  tender.card_details = {
    status: 'CAPTURED',
    card: {
      card_brand: BRANDS[random.weighted(BRAND_WEIGHTS)] ?? 'VISA',
      last_4: String(random.int(0, 9999)).padStart(4, '0'),
      fingerprint: `sq-1-${uid(random)}`,
    },
    entry_method: ENTRY_METHODS[random.weighted(ENTRY_WEIGHTS)] ?? 'EMV',
  }
  return tender
}

/** The Square Payment behind one tender of an order, as ListPayments and webhooks show it. */
export function paymentOfTender(order: Order, tender: Tender): SquarePayment {
  const total = (tender.amount_money as Money).amount
  const tip = tender.tip_money?.amount ?? 0
  const createdAt = tender.created_at ?? order.created_at
  const updatedAt = isoMs(Date.parse(createdAt) + 1_000)
  const id = tender.payment_id ?? tender.id ?? ''
  const card = tender.card_details?.card
  const cash = tender.cash_details as { buyer_tendered_money?: Money; change_back_money?: Money } | undefined
  return {
    id,
    created_at: createdAt,
    updated_at: updatedAt,
    amount_money: usd(total - tip),
    ...(tip > 0 ? { tip_money: usd(tip) } : {}),
    total_money: usd(total),
    approved_money: usd(total),
    status: 'COMPLETED',
    source_type: tender.type === 'CARD' ? 'CARD' : 'CASH',
    ...(tender.type === 'CARD'
      ? {
          card_details: {
            status: 'CAPTURED',
            card: { card_brand: card?.card_brand, last_4: card?.last_4, fingerprint: card?.fingerprint },
            entry_method: tender.card_details?.entry_method,
            cvv_status: 'CVV_NOT_CHECKED',
            avs_status: 'AVS_NOT_CHECKED',
            statement_description: 'SQ *VALLEY SKY FIREWORKS',
            card_payment_timeline: { authorized_at: createdAt, captured_at: updatedAt },
          },
        }
      : {
          cash_details: {
            buyer_supplied_money: cash?.buyer_tendered_money ?? usd(total),
            change_back_money: cash?.change_back_money ?? usd(0),
          },
        }),
    location_id: order.location_id,
    order_id: order.id,
    receipt_number: id.slice(0, 4),
    receipt_url: `https://squareup.com/receipt/preview/${id}`,
    application_details: { square_product: 'SQUARE_POS' },
  }
}

/** Every payment of an order (none for OPEN and CANCELED orders, which have no tenders). */
export function paymentsOfOrder(order: Order): SquarePayment[] {
  return (order.tenders ?? []).map((tender) => paymentOfTender(order, tender))
}
