// The celebration toasts (docs/screens.md#live-payments-and-fireworks): each payment at a home location gets a toast with one of
// the 35 messages and its amount, staying until dismissed, three visible. Payments arriving faster
// than one a second fold into the toast already running, which then counts them and sums their
// amounts ("3 payments, $124.50"), so a rush fills one toast instead of a stack.
import { formatMoney } from '../../src/format/money'

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
