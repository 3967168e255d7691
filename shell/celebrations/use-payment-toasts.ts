// The shell's toasts for fw-payment-celebrated (./payment-toasts): each payment folded into the
// running toast when it came within a second of the last. Nothing is drawn above an open dialog:
// payments heard while one is open wait, and show as one toast when it closes.
import { useEffect } from 'react'
import type { toast as sonnerToast } from 'sonner'
import type { FwEventDetails } from '../../src/elements/events'
import { $dialogOpen } from '../../src/page/open-dialogs'
import { wantToaster } from '../app/toaster-wanted'
import { foldPayment, type HeardPayment, type RunningToast } from './payment-toasts'

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
    let running: RunningToast | null = null
    const waiting: HeardPayment[] = []
    let active = true

    // Loaded once, so every payment's toast is settled in arrival order.
    const show = (payment: HeardPayment) => {
      void loadToastParts().then(({ toast, message }) => {
        if (!active) return
        const step = foldPayment(running, payment, { id: () => `payment-${++toastCount}`, message })
        running = step.toast
        const { id } = step.toast
        toast(step.text, {
          id,
          onDismiss: () => {
            if (running?.id === id) running = null
          },
        })
      })
    }
    const onCelebrated = (event: Event) => {
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
    document.addEventListener('fw-payment-celebrated', onCelebrated)
    return () => {
      active = false
      stopWaiting()
      document.removeEventListener('fw-payment-celebrated', onCelebrated)
    }
  }, [])
}
