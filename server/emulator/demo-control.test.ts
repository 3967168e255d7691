// POST /_demo/payments rings up a demo sale at a chosen stand: an order the emulator then serves,
// announced by the same signed webhook as the timed demo payments.
import { testEmulator } from './test-emulator'

describe('the demo payment control', () => {
  it('adds a completed order at the chosen location and answers what it sent', async () => {
    const emulator = testEmulator()
    const locationId = emulator.store.locations.find((location) => location.status === 'ACTIVE')?.id as string
    const made = await emulator.post('/_demo/payments', { location_id: locationId }, null)
    expect(made.status).toBe(200)
    const { order_id: orderId, payment_id: paymentId, webhook_status: webhookStatus } = made.body as Record<string, unknown>
    expect(paymentId).toEqual(expect.any(String))
    expect(webhookStatus).toBeNull() // no webhook target in this emulator
    const order = await emulator.get(`/v2/orders/${String(orderId)}`)
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({ order: { id: orderId, location_id: locationId, state: 'COMPLETED' } })
  })

  it('picks an active location when none is named, and refuses an unknown one in Square’s error shape', async () => {
    const emulator = testEmulator()
    const empty = await emulator.app.request('/_demo/payments', { method: 'POST' })
    expect(empty.status).toBe(200)
    const unknown = await emulator.post('/_demo/payments', { location_id: 'NOT-A-LOCATION' }, null)
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'location_id' }] })
  })
})
