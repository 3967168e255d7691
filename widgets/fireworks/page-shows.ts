// One fireworks show on the page at a time (docs/screens.md#live-payments-and-fireworks: a new trigger replaces a running one), however
// many fw-fireworks elements the page holds (the shell's, an intranet page's, two bundles'): the
// element that starts a show claims the page, and the others end theirs. And one celebration per
// payment: a payment heard by two elements, or heard again after a reconnect, celebrates once.
import { atom } from 'nanostores'
import { pageSingleton } from '../../src/page/page-singleton'

/** Payment ids remembered as celebrated (a busy evening's worth). */
const REMEMBERED_PAYMENTS = 2_000

const runtime = pageSingleton('fireworks-shows/v1', () => ({
  /** Whoever plays the page's show now (an element's own token), or null. */
  $showing: atom<object | null>(null),
  celebrated: new Set<string>(),
}))

/** Makes `owner` the page's one show; any other element's show ends. */
export function claimShow(owner: object): void {
  runtime.$showing.set(owner)
}

/** `owner`'s show has ended; the page is free (unless another already took it). */
export function releaseShow(owner: object): void {
  if (runtime.$showing.get() === owner) runtime.$showing.set(null)
}

/** Calls `onLost` whenever another owner claims the page's show; returns the unsubscribe. */
export function onShowClaimedByOther(owner: object, onLost: () => void): () => void {
  return runtime.$showing.listen((showing) => {
    if (showing !== null && showing !== owner) onLost()
  })
}

/** True the first time a payment is celebrated on this page, false after. */
export function claimCelebration(paymentId: string): boolean {
  if (runtime.celebrated.has(paymentId)) return false
  runtime.celebrated.add(paymentId)
  if (runtime.celebrated.size > REMEMBERED_PAYMENTS) {
    // A Set iterates in insertion order: the oldest goes first.
    const oldest = runtime.celebrated.values().next().value
    if (oldest !== undefined) runtime.celebrated.delete(oldest)
  }
  return true
}
