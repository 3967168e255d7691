// The celebration toasts (docs/screens.md#live-payments-and-fireworks): each payment at a home location gets a toast with one of the
// 35 messages and its amount, which leaves after a few seconds (PAYMENT_TOAST_MS), three visible
// at most. Payments arriving faster than one a second fold into the toast already running, which
// then counts them and sums their amounts ("3 payments, $124.50"), so a burst fills one toast
// instead of a stack. In the busiest hour the corner does not fill either: once TOASTS_A_MINUTE
// toasts have started within a minute, the next payments are told by one summary toast instead,
// "12 payments, $940 in the last minute", which follows each payment and each that falls out of
// the minute, and leaves a minute after the rush. Pure: the hook (./use-payment-toasts) draws.
import { formatMoney } from '../../src/format/money'

/** How long a payment's toast stays (sonner pauses it while hovered and while the tab is hidden). */
export const PAYMENT_TOAST_MS = 7_000
/** The window the summary counts. */
export const SUMMARY_WINDOW_MS = 60_000
/** Toasts of their own a minute may start; the payments after them go to the summary. */
export const TOASTS_A_MINUTE = 3
/** The summary toast's one id, so each count replaces the last. */
export const SUMMARY_TOAST_ID = 'payments-last-minute'

/** A payment within this long of the previous one joins its toast. */
export const FOLD_WITHIN_MS = 1_000

/** The toast payments are folding into. */
export interface RunningToast {
  id: string
  count: number
  totalCents: number
  /** When its latest payment arrived (ms, any steady clock). */
  lastAt: number
}

export interface HeardPayment {
  amountCents: number
  /** When it arrived (ms, the same clock as RunningToast.lastAt). */
  at: number
}

/** The text of a toast holding several payments. */
export function foldedText(count: number, totalCents: number): string {
  return `${count} payments, ${formatMoney(totalCents)}`
}

/**
 * The toast `payment` shows in: the running one, folded, when it came within FOLD_WITHIN_MS of
 * that toast's latest payment; otherwise a new one (with a new id) carrying `message`'s text.
 */
export function foldPayment(
  running: RunningToast | null,
  payment: HeardPayment,
  fresh: { id: () => string; message: (amountCents: number) => string },
): { toast: RunningToast; text: string } {
  if (running !== null && payment.at - running.lastAt < FOLD_WITHIN_MS) {
    const toast = { id: running.id, count: running.count + 1, totalCents: running.totalCents + payment.amountCents, lastAt: payment.at }
    return { toast, text: foldedText(toast.count, toast.totalCents) }
  }
  return { toast: { id: fresh.id(), count: 1, totalCents: payment.amountCents, lastAt: payment.at }, text: fresh.message(payment.amountCents) }
}

/** "12 payments, $940 in the last minute" (whole dollars: a glance at the rush). */
export function summaryText(payments: readonly HeardPayment[]): string {
  const total = payments.reduce((sum, payment) => sum + payment.amountCents, 0)
  return `${payments.length} ${payments.length === 1 ? 'payment' : 'payments'}, ${formatMoney(total, { decimals: 0 })} in the last minute`
}

/** What the corner holds: the toast payments fold into, and the minute the summary counts. */
export interface CornerState {
  running: RunningToast | null
  /** Payments of the last minute, oldest first. */
  lastMinute: HeardPayment[]
  /** When each toast of its own started, within the last minute. */
  toastStarts: number[]
  /** Whether the summary is showing. */
  summary: boolean
}

export const EMPTY_CORNER: CornerState = { running: null, lastMinute: [], toastStarts: [], summary: false }

/** What to draw after a payment or a tick: a payment's toast (new or folded), and the summary's text (null: gone). */
export interface CornerStep {
  state: CornerState
  toast: { id: string; text: string } | null
  /** The summary's text when it shows or changes; null when it should go; undefined when untouched. */
  summary: string | null | undefined
}

function withinMinute(state: CornerState, now: number): CornerState {
  return {
    ...state,
    lastMinute: state.lastMinute.filter((payment) => now - payment.at < SUMMARY_WINDOW_MS),
    toastStarts: state.toastStarts.filter((at) => now - at < SUMMARY_WINDOW_MS),
  }
}

/** A payment heard at `payment.at`: folded, a toast of its own, or told by the summary. */
export function hearPayment(state: CornerState, payment: HeardPayment, fresh: { id: () => string; message: (amountCents: number) => string }): CornerStep {
  const current = withinMinute(state, payment.at)
  const lastMinute = [...current.lastMinute, payment]
  const folds = current.running !== null && payment.at - current.running.lastAt < FOLD_WITHIN_MS
  if (folds || (!current.summary && current.toastStarts.length < TOASTS_A_MINUTE)) {
    const step = foldPayment(current.running, payment, fresh)
    const toastStarts = folds ? current.toastStarts : [...current.toastStarts, payment.at]
    const next = { ...current, running: step.toast, lastMinute, toastStarts }
    return { state: next, toast: { id: step.toast.id, text: step.text }, summary: current.summary ? summaryText(lastMinute) : undefined }
  }
  return { state: { ...current, lastMinute, summary: true }, toast: null, summary: summaryText(lastMinute) }
}

/** The minute moved on to `now`: the summary counts what is left in it, and goes when nothing is. */
export function minutePassed(state: CornerState, now: number): CornerStep {
  const current = withinMinute(state, now)
  if (!current.summary) return { state: current, toast: null, summary: undefined }
  if (current.lastMinute.length === 0) return { state: { ...current, summary: false }, toast: null, summary: null }
  return { state: current, toast: null, summary: summaryText(current.lastMinute) }
}

/** When the summary next changes without a payment: as its oldest payment leaves the minute; null when it is not showing. */
export function nextMinuteChange(state: CornerState): number | null {
  const oldest = state.lastMinute[0]
  return state.summary && oldest !== undefined ? oldest.at + SUMMARY_WINDOW_MS : null
}

/** The running toast closed (dismissed or timed out): later payments start a new one. */
export function toastClosed(state: CornerState, id: string): CornerState {
  return state.running?.id === id ? { ...state, running: null } : state
}
