// Whether payments bring a toast: on until the reader turns them off with the header's Toasts
// switch, then remembered (like the fireworks and the sound). Off, payments still play the
// fireworks when those are on; nothing is lost, the live feed and the figures still follow them.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'

export const TOASTS_STORAGE_KEY = 'fireworks-dashboard-toasts'

const $toastsAtom = persistentAtom<boolean>(TOASTS_STORAGE_KEY, true, { encode: (on) => (on ? 'on' : 'off'), decode: (stored) => stored !== 'off' })

export const $paymentToasts: ReadableAtom<boolean> = $toastsAtom

export function setPaymentToasts(on: boolean): void {
  $toastsAtom.set(on)
}
