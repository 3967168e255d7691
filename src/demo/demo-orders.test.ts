import { squarePaymentSchema } from '../contract/square-location'
import { orderSchema, type Money, type Order } from '../contract/square-order'
import { taxOn } from './money'
import {
  DEMO_SIZE,
  SEASON_DAYS,
  demoOrderCount,
  demoOrders,
  demoPayment,
  generateDemoSeason,
  isReturnOrder,
  paymentsOfOrder,
} from './index'

const season = generateDemoSeason(DEMO_SIZE.tiny)
const byId = new Map(season.orders.map((o) => [o.id, o]))
const timezoneOf = new Map(season.locations.map((l) => [l.id, l.timezone ?? '']))
const amount = (money: Money | undefined): number => money?.amount ?? 0
const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0)

const formats = new Map<string, Intl.DateTimeFormat>()
function localParts(iso: string, timeZone: string): { month: number; day: number; hour: number } {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' })
    formats.set(timeZone, format)
  }
  const parts = format.formatToParts(new Date(iso))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { month: get('month'), day: get('day'), hour: get('hour') }
}

/** Price × quantity of a line. */
const priceOf = (line: { base_price_money?: Money; quantity: string }) => amount(line.base_price_money) * Number(line.quantity)

function expectSaleConsistent(order: Order): void {
  const lines = order.line_items ?? []
  const orderTax = order.taxes?.[0] as { type?: string; percentage?: string } | undefined
  const additive = orderTax?.type === 'ADDITIVE'
  for (const line of lines) {
    const gross = priceOf(line)
    if (line.item_type === 'GIFT_CARD') {
      // A gift card takes no tax and no discount; its gross is its load.
      expect([amount(line.total_tax_money), amount(line.total_discount_money), amount(line.total_money)]).toEqual([0, 0, gross])
      expect(line.applied_taxes).toBeUndefined()
    }
    // A US account's gross_sales_money: an inclusive tax comes out of the undiscounted price.
    const inside = additive || line.item_type === 'GIFT_CARD' ? 0 : taxOn(gross, orderTax?.percentage ?? '0', 'INCLUSIVE')
    expect(amount(line.gross_sales_money)).toBe(gross - inside)
    expect(amount(line.total_money)).toBe(gross - amount(line.total_discount_money) + (additive ? amount(line.total_tax_money) : 0))
  }
  const gross = sum(lines.map(priceOf))
  const discounts = sum(lines.map((l) => amount(l.total_discount_money)))
  const tax = sum(lines.map((l) => amount(l.total_tax_money)))
  const tip = amount(order.total_tip_money)
  const serviceCharge = amount(order.total_service_charge_money)
  expect(amount(order.total_discount_money)).toBe(discounts)
  expect(amount(order.total_tax_money)).toBe(tax)
  expect(amount(order.taxes?.[0]?.applied_money)).toBe(tax)
  expect(sum((order.discounts ?? []).map((d) => amount(d.applied_money)))).toBe(discounts)
  expect(sum((order.service_charges ?? []).map((s) => amount(s.total_money)))).toBe(serviceCharge)
  // Square: total = gross − discounts + additive tax + tip + service charges.
  expect(amount(order.total_money)).toBe(gross - discounts + (additive ? tax : 0) + tip + serviceCharge)
  expect(order.net_amounts).toEqual({
    total_money: order.total_money,
    tax_money: order.total_tax_money,
    discount_money: order.total_discount_money,
    tip_money: order.total_tip_money,
    service_charge_money: order.total_service_charge_money,
  })
  if (order.state === 'COMPLETED') {
    expect(sum((order.tenders ?? []).map((t) => amount(t.amount_money)))).toBe(amount(order.total_money))
    expect(sum((order.tenders ?? []).map((t) => amount(t.tip_money)))).toBe(tip)
    expect(order.closed_at).toBeDefined()
    // A refund by amount the sale lists itself: back to one of its tenders, after it closed, at most its total.
    for (const refund of order.refunds ?? []) {
      expect(order.tenders?.map((t) => t.id)).toContain(refund.tender_id)
      expect(refund.transaction_id).toBe(order.id)
      expect(Date.parse(refund.created_at ?? '')).toBeGreaterThan(Date.parse(order.closed_at ?? ''))
      expect(Date.parse(order.updated_at ?? '')).toBeGreaterThan(Date.parse(refund.created_at ?? ''))
      expect(refund.amount_money.amount).toBeGreaterThan(0)
      expect(refund.amount_money.amount).toBeLessThanOrEqual(amount(order.total_money))
    }
  } else {
    expect(order.refunds).toBeUndefined()
    expect(order.tenders).toBeUndefined()
    expect(tip).toBe(0)
  }
  if (order.state === 'OPEN') expect(order.closed_at).toBeUndefined()
  if (order.state === 'CANCELED') expect(order.closed_at).toBeDefined()
}

function expectReturnConsistent(order: Order): void {
  const back = order.returns?.[0]
  const source = byId.get(back?.source_order_id ?? '')
  expect(source?.state).toBe('COMPLETED')
  expect(source?.location_id).toBe(order.location_id)
  expect(Date.parse(order.created_at)).toBeGreaterThan(Date.parse(source?.created_at ?? ''))
  const lines = back?.return_line_items ?? []
  const returned = sum(lines.map((l) => amount(l.total_money)))
  expect(order.return_amounts?.total_money?.amount).toBe(returned)
  expect(order.return_amounts?.tax_money?.amount).toBe(sum(lines.map((l) => amount(l.total_tax_money))))
  expect(order.return_amounts?.discount_money?.amount).toBe(sum(lines.map((l) => amount(l.total_discount_money))))
  expect(back?.return_amounts).toEqual(order.return_amounts)
  // What it sells (an exchange) less what it returns; a plain return sells nothing.
  const sold = amount(order.total_money)
  const exchange = (order.line_items?.length ?? 0) > 0
  if (exchange) {
    // Its sale part adds up as any sale's does (its net_amounts are the sale's less the return's, below).
    const salePart = { ...order, tenders: undefined, refunds: undefined, returns: undefined, state: 'OPEN', closed_at: undefined }
    const { total_money, total_tax_money: tax_money, total_discount_money: discount_money, total_tip_money: tip_money, total_service_charge_money: service_charge_money } = order
    expectSaleConsistent({ ...salePart, net_amounts: { total_money, tax_money, discount_money, tip_money, service_charge_money } } as Order)
  }
  else expect(sold).toBe(0)
  expect(order.net_amounts?.total_money?.amount).toBe(sold - returned)
  expect(order.net_amounts?.tax_money?.amount).toBe(amount(order.total_tax_money) - amount(order.return_amounts?.tax_money))
  // The difference is paid with a tender of its own, or refunded to the sale's tender (its card, for a split).
  const tendered = sum((order.tenders ?? []).map((t) => amount(t.amount_money)))
  const refunded = sum((order.refunds ?? []).map((r) => r.amount_money.amount))
  expect(tendered - refunded).toBe(sold - returned)
  const saleTenders = source?.tenders ?? []
  const backTo = saleTenders.length > 1 ? saleTenders.find((t) => t.type === 'CARD') : saleTenders[0]
  for (const refund of order.refunds ?? []) expect(refund.tender_id).toBe(backTo?.id)
  expect(returned).toBeLessThanOrEqual(amount(source?.total_money))
  for (const line of lines.filter((l) => l.source_line_item_uid)) {
    const soldLine = source?.line_items?.find((l) => l.uid === line.source_line_item_uid)
    expect(soldLine?.item_type).not.toBe('GIFT_CARD')
    expect(Number(line.quantity)).toBeLessThanOrEqual(Number(soldLine?.quantity))
    // A US account's gross_return_money: an inclusive tax comes out of the price, as on the sale.
    const tax = source?.taxes?.[0] as { type?: string; percentage?: string } | undefined
    const price = priceOf(line)
    const inside = tax?.type === 'INCLUSIVE' ? taxOn(price, tax.percentage ?? '0', 'INCLUSIVE') : 0
    expect(amount(line.gross_return_money)).toBe(price - inside)
  }
}

describe('demo orders', () => {
  it('parse with the contract and carry Square timestamps', () => {
    expect(season.orders.length).toBeGreaterThan(400)
    for (const order of season.orders) {
      expect(orderSchema.safeParse(order).success).toBe(true)
      for (const at of [order.created_at, order.updated_at, order.closed_at ?? order.created_at]) {
        expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      }
      expect(order.version).toBeGreaterThanOrEqual(1)
      expect(Date.parse(order.updated_at ?? '')).toBeGreaterThanOrEqual(Date.parse(order.created_at))
    }
    expect(new Set(season.orders.map((o) => o.id)).size).toBe(season.orders.length)
  })

  it('add up the way Square computes money', () => {
    for (const order of season.orders) {
      if (isReturnOrder(order)) expectReturnConsistent(order)
      else expectSaleConsistent(order)
    }
  })

  it('come ascending by created_at within each location', () => {
    for (const location of season.locations) {
      const times = season.orders.filter((o) => o.location_id === location.id).map((o) => Date.parse(o.created_at))
      expect(times.length).toBeGreaterThan(0)
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] as number)
    }
  })

  it('fall inside June 28 – July 5 and opening hours, in each location’s own timezone', () => {
    for (const order of season.orders.filter((o) => !isReturnOrder(o))) {
      const local = localParts(order.created_at, timezoneOf.get(order.location_id) ?? '')
      const day = SEASON_DAYS.find((d) => d.month === local.month && d.day === local.day)
      expect(day, order.created_at).toBeDefined()
      expect(local.hour).toBeGreaterThanOrEqual(day?.opens ?? 0)
      expect(local.hour).toBeLessThanOrEqual(day?.closes ?? 0)
    }
  })

  it('peak in the evening and on July 3–4', () => {
    const sales = [...demoOrders({ ...DEMO_SIZE.tiny, ordersPerLocationYear: 200 })].filter((o) => !isReturnOrder(o))
    const locals = sales.map((o) => localParts(o.created_at, timezoneOf.get(o.location_id) ?? ''))
    const onDays = (days: number[]) => locals.filter((l) => l.month === 7 && days.includes(l.day)).length
    expect(onDays([3, 4])).toBeGreaterThan(locals.length * 0.4)
    const evening = locals.filter((l) => l.hour >= 17 && l.hour <= 20).length
    const morning = locals.filter((l) => l.hour >= 9 && l.hour <= 12).length
    expect(evening).toBeGreaterThan(morning * 2)
  })

  it('include every special case', () => {
    const orders = season.orders
    const states = new Set(orders.map((o) => o.state))
    expect(states).toEqual(new Set(['COMPLETED', 'OPEN', 'CANCELED']))
    const returns = orders.filter(isReturnOrder)
    expect(returns.length).toBeGreaterThanOrEqual(4)
    expect(returns.some((o) => o.returns?.[0]?.return_line_items?.[0]?.item_type === 'CUSTOM_AMOUNT')).toBe(true)
    expect(returns.some((o) => o.returns?.[0]?.return_line_items?.[0]?.item_type === 'ITEM')).toBe(true)
    const tenders = orders.flatMap((o) => o.tenders ?? [])
    expect(tenders.some((t) => t.type === 'CASH')).toBe(true)
    const cards = tenders.filter((t) => t.type === 'CARD')
    expect(cards.length).toBeGreaterThan(tenders.length / 2)
    for (const card of cards) {
      expect(card.card_details?.card?.card_brand).toMatch(/^(VISA|MASTERCARD|AMERICAN_EXPRESS|DISCOVER)$/)
      expect(card.card_details?.card?.last_4).toMatch(/^\d{4}$/)
    }
    expect(orders.some((o) => (o.tenders?.length ?? 0) === 2)).toBe(true)
    expect(orders.some((o) => amount(o.total_tip_money) > 0)).toBe(true)
    expect(orders.some((o) => amount(o.total_service_charge_money) > 0)).toBe(true)
    expect(orders.some((o) => o.taxes?.[0]?.type === 'INCLUSIVE')).toBe(true)
    expect(orders.some((o) => o.taxes?.[0]?.type === 'ADDITIVE')).toBe(true)
    const discounts = new Set(orders.flatMap((o) => (o.discounts ?? []).map((d) => `${d.type}/${d.scope}`)))
    expect(discounts).toEqual(new Set(['FIXED_PERCENTAGE/ORDER', 'FIXED_AMOUNT/ORDER', 'FIXED_PERCENTAGE/LINE_ITEM']))
    expect(orders.some((o) => o.line_items?.some((l) => l.item_type === 'CUSTOM_AMOUNT'))).toBe(true)
    // Gift cards alone and with fireworks; a sale's own refund by amount; an exchange; a refunded split payment.
    expect(orders.some((o) => o.line_items?.length === 1 && o.line_items[0]?.item_type === 'GIFT_CARD')).toBe(true)
    expect(orders.some((o) => (o.line_items?.length ?? 0) > 1 && o.line_items?.some((l) => l.item_type === 'GIFT_CARD'))).toBe(true)
    expect(orders.some((o) => !isReturnOrder(o) && (o.refunds?.length ?? 0) > 0)).toBe(true)
    expect(orders.some((o) => isReturnOrder(o) && (o.line_items?.length ?? 0) > 0)).toBe(true)
    expect(returns.some((o) => (byId.get(o.returns?.[0]?.source_order_id ?? '')?.tenders?.length ?? 0) > 1)).toBe(true)
    // A tab closed hours after it was opened: only a search by updated_at or closed_at sees it late.
    expect(orders.some((o) => o.closed_at && Date.parse(o.closed_at) - Date.parse(o.created_at) > 3_600_000)).toBe(true)
  })

  it('are reproducible from the seed and change with it', () => {
    expect(generateDemoSeason(DEMO_SIZE.tiny)).toEqual(season)
    const other = generateDemoSeason({ ...DEMO_SIZE.tiny, seed: 7 })
    expect(other.orders.slice(0, 10).map((o) => o.id)).not.toEqual(season.orders.slice(0, 10).map((o) => o.id))
  })

  it('stream one location and one year on their own, identical to the full run', () => {
    const location = season.locations[3]?.id ?? ''
    const alone = [...demoOrders(DEMO_SIZE.tiny, location, 2024)]
    const fromAll = season.orders.filter((o) => o.location_id === location && o.created_at.startsWith('2024'))
    expect(alone).toEqual(fromAll)
    expect(demoOrderCount(DEMO_SIZE.tiny, location, 2024)).toBe(alone.length)
  })

  it('size the bench preset past 200,000 orders', () => {
    expect(demoOrderCount(DEMO_SIZE.bench)).toBeGreaterThanOrEqual(200_000)
    // the orders table's size: one location-year of 50,000 orders
    expect(demoOrderCount(DEMO_SIZE.orders50k)).toBeGreaterThanOrEqual(50_000)
    expect(demoOrderCount(DEMO_SIZE.orders50k, undefined, 2024)).toBe(0)
  })

  it('make a live payment and its completed order for now', () => {
    const now = Date.parse('2025-07-04T02:30:00.000Z')
    const location = season.locations[0]?.id
    const { order, payment } = demoPayment(DEMO_SIZE.tiny, { locationId: location, nowMs: now, sequence: 1 })
    expect(orderSchema.safeParse(order).success).toBe(true)
    expect(squarePaymentSchema.safeParse(payment).success).toBe(true)
    expect(order).toMatchObject({ state: 'COMPLETED', location_id: location, closed_at: '2025-07-04T02:30:00.000Z' })
    expect(Date.parse(order.created_at)).toBeLessThan(now)
    expectSaleConsistent(order)
    expect(payment).toMatchObject({ order_id: order.id, location_id: location, status: 'COMPLETED', total_money: order.total_money })
    expect(paymentsOfOrder(order)).toEqual([payment])
    expect(demoPayment(DEMO_SIZE.tiny, { locationId: location, nowMs: now, sequence: 1 })).toEqual({ order, payment })
    expect(demoPayment(DEMO_SIZE.tiny, { locationId: location, nowMs: now, sequence: 2 }).order.id).not.toBe(order.id)
  })
})
