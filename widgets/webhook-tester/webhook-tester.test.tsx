// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { json, routeFetch, type RouteHandler } from '../../src/api/testing/route-fetch'
import { paymentCreatedEventSchema } from '../../src/contract/live'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { testPaymentEvent } from './test-event'
import './webhook-tester.element'

const locations = [
  { ...fakeLocation('L2', 'Zeta Stand', 'America/Los_Angeles', [2025]), status: 'INACTIVE' as const },
  fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]),
]

function mount(webhook: RouteHandler) {
  const api = routeFetch({
    'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }),
    'POST /square/webhook': webhook,
  })
  const mounted = mountElement('fw-webhook-tester', {}, { fetch: api.fetch, calls: [] })
  return { ...mounted, api }
}

const amountField = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="number"]')!
const sendButton = (root: ShadowRoot) => [...root.querySelectorAll('button')].find((button) => /Send Test Payment|Sending/.test(button.textContent ?? ''))!

describe('testPaymentEvent', () => {
  it("is a Square payment.created the server's contract accepts, in cents and USD", () => {
    const event = testPaymentEvent({ amountCents: 1999, locationId: 'L1', nowMs: Date.parse('2025-07-04T20:00:00.000Z'), nonce: 'ab12cd34' })
    expect(paymentCreatedEventSchema.safeParse(event).success).toBe(true)
    const payment = event.data.object.payment
    expect(payment).toMatchObject({ amount_money: { amount: 1999, currency: 'USD' }, status: 'APPROVED', location_id: 'L1', delay_duration: 'PT168H' })
    expect(payment.created_at).toBe('2025-07-04T20:00:00.000Z')
  })
})

describe('<fw-webhook-tester>', () => {
  setUpElementTests()

  it('sends the amount in cents for the chosen location and reports the broadcast', async () => {
    const { root, api } = mount(() => json({ received: true, broadcast: { connectionCount: 3 } }))
    // The active location comes first and is chosen by default.
    await waitFor(() => expect(root.querySelector('.fw-combobox-trigger')).toHaveTextContent('Oakdale Tent'))
    fireEvent.change(amountField(root), { target: { value: '19.99' } })
    fireEvent.click(sendButton(root))
    await waitFor(() => expect(root.querySelector('[role="status"]')).toHaveTextContent('Success!Fireworks triggered! Broadcast to 3 connections'))
    const sent = api.requests.find((request) => request.method === 'POST')!
    const payment = (sent.body as ReturnType<typeof testPaymentEvent>).data.object.payment
    expect(payment.amount_money).toEqual({ amount: 1999, currency: 'USD' })
    expect(payment.location_id).toBe('L1')
  })

  it("shows the server's refusal with a Failed badge", async () => {
    const { root } = mount(() => json({ received: false, error: 'Only admins can send test events', broadcast: { connectionCount: 0 } }, 403))
    await waitFor(() => expect(sendButton(root)).not.toBeDisabled())
    fireEvent.click(sendButton(root))
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent('FailedOnly admins can send test events'))
  })

  it("says 'Failed to trigger webhook' when the server gives no reason, or did not receive the event", async () => {
    const { root } = mount(() => new Response('', { status: 502 }))
    await waitFor(() => expect(sendButton(root)).not.toBeDisabled())
    fireEvent.click(sendButton(root))
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent('FailedFailed to trigger webhook'))

    const second = mount(() => json({ received: false, broadcast: { connectionCount: 0 } }))
    await waitFor(() => expect(sendButton(second.root)).not.toBeDisabled())
    fireEvent.click(sendButton(second.root))
    await waitFor(() => expect(second.root.querySelector('[role="alert"]')).toHaveTextContent('Failed to trigger webhook'))
  })

  it('refuses a negative amount or more than two decimals under the field, without sending', async () => {
    const { root, api } = mount(() => json({ received: true, broadcast: { connectionCount: 0 } }))
    await waitFor(() => expect(sendButton(root)).not.toBeDisabled())
    expect(amountField(root)).toHaveAttribute('step', '0.01')
    expect(amountField(root)).toHaveAttribute('min', '0')
    fireEvent.change(amountField(root), { target: { value: '-1' } })
    fireEvent.click(sendButton(root))
    await waitFor(() => expect(root.querySelector('.fw-field-error')).toHaveTextContent('Amount must be 0 or more'))
    fireEvent.change(amountField(root), { target: { value: '1.005' } })
    fireEvent.click(sendButton(root))
    await waitFor(() => expect(root.querySelector('.fw-field-error')).toHaveTextContent('Amount can have at most 2 decimal places'))
    expect(amountField(root)).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false)
  })
})
