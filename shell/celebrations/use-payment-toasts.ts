// The shell's toasts for fw-payment-celebrated (./payment-toasts): each payment folded into the
// running toast when it came within a second of the last, leaving after a few seconds. From the
// third payment of a minute the summary toast tells them instead ("12 payments, $940 in the last
// minute"), one toast that keeps the count until the minute is quiet, while the ones showing leave
// on their own: a rush never stacks up in the corner.
// With the header's Toasts switch off no payment brings a toast (and one showing leaves at once).
// Nothing is drawn above an open dialog: payments heard while one is open wait, and show as one
// toast when it closes.
import { useEffect } from 'react'
import type { toast as sonnerToast } from 'sonner'
import type { FwEventDetails } from '../../src/elements/events'
import { $dialogOpen } from '../../src/page/open-dialogs'
import {
  EMPTY_CORNER,
  hearPayment,
  minutePassed,
  nextMinuteChange,
  PAYMENT_TOAST_MS,
  SUMMARY_TOAST_ID,
  toastClosed,
  type CornerState,
  type CornerStep,
  type HeardPayment,
} from './payment-toasts'
import { $paymentToasts } from './toasts-store'
import { wantToaster } from '../app/toaster-wanted'

interface ToastParts {
  toast: typeof sonnerToast
  message: (amountCents: number) => string
}

let parts: Promise<ToastParts> | undefined
/** sonner arrives with the first toast, with the page's Toaster, not with the page; the messages come with the fireworks' code. */
function loadToastParts(): Promise<ToastParts> {
  wantToaster()
  parts ??= Promise.all([import('sonner'), import('../../widgets/fireworks')]).then(([{ toast }, { celebrationMessage }]) => ({ toast, message: (cents) => celebrationMessage(cents) }))
  return parts
}

/** Toast ids stay unique for the page's life, across layouts. */
let toastCount = 0

export function usePaymentToasts(): void {
  useEffect(() => {
    let corner: CornerState = EMPTY_CORNER
    const waiting: HeardPayment[] = []
    let minuteTimer: ReturnType<typeof setTimeout> | undefined
    let active = true

    // Draws a step: the payment's toast (new, or the running one folded) and the summary's change.
    const draw = (step: CornerStep, toast: ToastParts['toast']) => {
      corner = step.state
      if (step.toast) {
        const { id } = step.toast
        const closed = () => {
          corner = toastClosed(corner, id)
        }
        toast(step.toast.text, { id, duration: PAYMENT_TOAST_MS, onDismiss: closed, onAutoClose: closed })
      }
      if (step.summary === null) toast.dismiss(SUMMARY_TOAST_ID)
      else if (step.summary !== undefined) toast(step.summary, { id: SUMMARY_TOAST_ID, duration: Infinity, className: 'shell-payments-summary' })
      // The summary counts down as its payments leave the minute.
      clearTimeout(minuteTimer)
      const changeAt = nextMinuteChange(corner)
      if (changeAt !== null) {
        minuteTimer = setTimeout(() => {
          if (active) draw(minutePassed(corner, performance.now()), toast)
        }, Math.max(0, changeAt - performance.now()) + 20)
      }
    }

    // Loaded once, so every payment's toast is settled in arrival order.
    const show = (payment: HeardPayment) => {
      void loadToastParts().then(({ toast, message }) => {
        if (!active || !$paymentToasts.get()) return
        draw(hearPayment(corner, payment, { id: () => `payment-${++toastCount}`, message }), toast)
      })
    }
    const onCelebrated = (event: Event) => {
      if (!$paymentToasts.get()) return
      const { amount } = (event as CustomEvent<FwEventDetails['fw-payment-celebrated']>).detail
      const payment = { amountCents: amount, at: performance.now() }
      if ($dialogOpen.get()) waiting.push(payment)
      else show(payment)
    }
    const stopWaiting = $dialogOpen.listen((open) => {
      if (open) return
      // Heard together as far as the reader is concerned: one toast.
      const now = performance.now()
      for (const payment of waiting.splice(0)) show({ ...payment, at: now })
    })
    // Turned off: what shows leaves at once, and nothing waits to show later.
    const stopSwitch = $paymentToasts.listen((on) => {
      if (on) return
      waiting.length = 0
      corner = EMPTY_CORNER
      clearTimeout(minuteTimer)
      void loadToastParts().then(({ toast }) => toast.dismiss())
    })
    document.addEventListener('fw-payment-celebrated', onCelebrated)
    return () => {
      active = false
      clearTimeout(minuteTimer)
      stopWaiting()
      stopSwitch()
      document.removeEventListener('fw-payment-celebrated', onCelebrated)
    }
  }, [])
}
