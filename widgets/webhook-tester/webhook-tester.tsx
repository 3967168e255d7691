// fw-webhook-tester: the admin dashboard's Webhook Testing card (docs/screens.md#admin-dashboard /admin/, docs/contract.md#validation-messages, docs/screens.md#errors-and-messages). An
// admin enters an amount in dollars (step 0.01, at least 0) and picks a location; the card sends
// a simulated Square payment.created with the amount in cents to POST /api/square/webhook, which
// the server accepts from an admin session and broadcasts to every live connection, so the
// payment shows in the live feed and plays fireworks like a real one.
import { useMemo, useState, type FormEvent } from 'react'
import { errorText, ApiHttpError } from '../../src/api/errors'
import { locationsQuery } from '../../src/api/queries'
import { pageClock } from '../../src/clock/page-clock'
import type { Location } from '../../src/contract/location'
import { dollarsToCents, webhookAnswerSchema, webhookTestFormSchema } from '../../src/contract/live'
import { parseOrIssues } from '../../src/contract/validation'
import { defineStyles } from '../../src/elements/style-sheets'
import { useQuery, useServerClock } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { titleCaseLocality } from '../../src/format'
import { Badge, Button, Card, Combobox, TextField, type ComboboxOption } from '../ui-kit'
import { randomNonce, testPaymentEvent } from './test-event'
import webhookTesterCss from './webhook-tester.css?inline'

const webhookTesterStyles = defineStyles(webhookTesterCss)

export const WEBHOOK_FAILED = 'Failed to trigger webhook'

/** What the last send came to. */
export type WebhookOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; connectionCount: number }
  | { kind: 'failed'; message: string }

/** The locations a test payment can be made at: active ones first, by name. */
export function locationOptions(locations: readonly Location[]): ComboboxOption[] {
  return [...locations]
    .sort((a, b) => Number(a.status !== 'ACTIVE') - Number(b.status !== 'ACTIVE') || a.name.localeCompare(b.name))
    .map((location) => ({
      value: location.id,
      label: location.address ? `${location.name} (${titleCaseLocality(location.address.locality)})` : location.name,
    }))
}

/** The sentence for a failed send: the server's own words when it sent any. */
export function failureText(error: unknown): string {
  if (error instanceof ApiHttpError) {
    // The webhook answers {received:false, error:'…'}: its sentence arrives as the error code.
    const sentence = error.apiMessage ?? error.code
    return sentence && !/^[A-Z_]+$/.test(sentence) ? sentence : WEBHOOK_FAILED
  }
  return error instanceof TypeError ? errorText(error) : WEBHOOK_FAILED
}

export function WebhookResult({ outcome }: { outcome: WebhookOutcome }) {
  if (outcome.kind === 'success') {
    return (
      <div className="fw-webhook-result" data-outcome="success" role="status">
        <p className="fw-webhook-result-title">Success!</p>
        <p className="fw-webhook-result-message">Fireworks triggered! Broadcast to {outcome.connectionCount} connections</p>
      </div>
    )
  }
  if (outcome.kind === 'failed') {
    return (
      <div className="fw-webhook-result" data-outcome="failed" role="alert">
        <p className="fw-webhook-result-title">
          <Badge variant="destructive">Failed</Badge>
        </p>
        <p className="fw-webhook-result-message">{outcome.message}</p>
      </div>
    )
  }
  return null
}

export function WebhookTester() {
  useStyles(webhookTesterStyles)
  const api = useWidgetApi()
  const locations = useQuery(() => locationsQuery(api), [api])
  // The test payment is stamped with the server's "now", as Square would stamp a real one.
  useServerClock()
  const options = useMemo(() => (locations.status === 'ready' ? locationOptions(locations.data.locations) : []), [locations])
  const [amount, setAmount] = useState('25.00')
  const [amountError, setAmountError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<WebhookOutcome>({ kind: 'idle' })
  const locationId = chosen ?? options[0]?.value ?? null

  async function send(event: FormEvent) {
    event.preventDefault()
    const parsed = parseOrIssues(webhookTestFormSchema, { amount: amount.trim() === '' ? Number.NaN : Number(amount) })
    if (!parsed.ok) {
      setAmountError(parsed.details[0]?.message ?? 'Amount must be a number')
      return
    }
    setAmountError(null)
    if (locationId === null) return
    setOutcome({ kind: 'sending' })
    const body = testPaymentEvent({ amountCents: dollarsToCents(parsed.data.amount), locationId, nowMs: pageClock.now(), nonce: randomNonce() })
    try {
      const answer = await api.post('/square/webhook', body, webhookAnswerSchema)
      setOutcome(answer.received ? { kind: 'success', connectionCount: answer.broadcast.connectionCount } : { kind: 'failed', message: answer.error ?? WEBHOOK_FAILED })
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureText(error) })
    }
  }

  const sending = outcome.kind === 'sending'
  return (
    <Card className="fw-webhook-tester" title="Webhook Testing" description="Simulate a Square payment to trigger fireworks on every live screen.">
      <form onSubmit={(event) => void send(event)} noValidate>
        <TextField
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={amount}
          error={amountError}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="fw-webhook-tester-location">
          <span className="fw-webhook-tester-location-label" aria-hidden="true">
            Location
          </span>
          {locations.status === 'error' ? (
            <p className="fw-field-error" role="alert">
              {errorText(locations.error)}
            </p>
          ) : (
            <Combobox
              label="Location"
              placeholder={locations.status === 'loading' ? 'Loading locations...' : 'Choose a location'}
              searchPlaceholder="Search locations..."
              options={options}
              value={locationId}
              onValueChange={setChosen}
              disabled={options.length === 0}
            />
          )}
          {locations.status === 'ready' && options.length === 0 ? <p className="fw-webhook-tester-note">No locations yet: run a hydration first.</p> : null}
        </div>
        <div className="fw-webhook-tester-actions">
          <Button type="submit" variant="primary" disabled={sending || locationId === null}>
            {sending ? 'Sending...' : 'Send Test Payment'}
          </Button>
        </div>
      </form>
      <WebhookResult outcome={outcome} />
    </Card>
  )
}
