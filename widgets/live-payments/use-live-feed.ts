// The feed's payments: while Live Mode is on the page's live connection is held open
// (src/live/page-live) and every payment heard is added, at most 5,000, newest first; off releases
// the connection and stops adding, keeping what was heard. A payment that just arrived is marked
// fresh for 0.8 s (docs/screens.md#live-payments-and-fireworks), so its row can be highlighted.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { $liveStatus, holdLive, onLiveMessage } from '../../src/live/page-live'
import type { LiveStatus } from '../../src/live/live-client'
import { addPayment } from '../../src/live/payments'

export const NEW_PAYMENT_HIGHLIGHT_MS = 800

export interface LiveFeed {
  payments: readonly PaymentReceivedMessage[]
  /** Payment ids heard in the last 0.8 s. */
  fresh: ReadonlySet<string>
  status: LiveStatus
}

/** `readToken` gives the token to connect with at each connect (the widget context's). */
export function useLiveFeed(on: boolean, apiBase: string, readToken: () => string | undefined): LiveFeed {
  const [payments, setPayments] = useState<readonly PaymentReceivedMessage[]>([])
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  const status = useStore($liveStatus)

  useEffect(() => {
    if (!on) return
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const stopListening = onLiveMessage((message) => {
      if (message.type !== 'payment_received') return
      setPayments((list) => addPayment(list, message))
      setFresh((ids) => new Set(ids).add(message.payment_id))
      const timer = setTimeout(() => {
        timers.delete(timer)
        setFresh((ids) => {
          const next = new Set(ids)
          next.delete(message.payment_id)
          return next
        })
      }, NEW_PAYMENT_HIGHLIGHT_MS)
      timers.add(timer)
    })
    const release = holdLive({ apiBase, token: readToken })
    return () => {
      stopListening()
      release()
      for (const timer of timers) clearTimeout(timer)
      setFresh(new Set())
    }
  }, [on, apiBase, readToken])

  return { payments, fresh, status: on ? status : 'disconnected' }
}
