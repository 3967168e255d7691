// A control route of the emulator's own, beside Square's: POST /_demo/payments makes a demo payment
// now (a new COMPLETED order in the emulator's store) and sends its signed webhook, exactly as the
// timed demo payments do. It lets a person or a browser test ring up a sale at a chosen stand and
// watch it reach the screens. Not part of Square's API, and only ever on the loopback emulator,
// which serves generated demo data.
import { Hono } from 'hono'
import { invalidRequest } from './errors'
import type { LivePayments } from './webhook'

export function demoControlRoutes(live: LivePayments): Hono {
  return new Hono().post('/payments', async (c) => {
    const text = await c.req.text()
    let body: unknown = {}
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        throw invalidRequest('EXPECTED_JSON_BODY', 'The request body is not valid JSON.')
      }
    }
    const locationId = (body as { location_id?: unknown } | null)?.location_id
    if (locationId !== undefined && typeof locationId !== 'string') throw invalidRequest('EXPECTED_STRING', 'Expected a string.', 'location_id')
    let sent
    try {
      sent = await live.send(locationId)
    } catch (error) {
      if (error instanceof RangeError) throw invalidRequest('NOT_FOUND', `Location \`${String(locationId)}\` not found.`, 'location_id')
      throw error
    }
    const payment = sent.event.data.object.payment
    return c.json({ event_id: sent.event.event_id, payment_id: payment.id, order_id: payment.order_id, amount: payment.amount_money, webhook_status: sent.status })
  })
}
