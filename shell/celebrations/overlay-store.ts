// Whether payments play fireworks on screen: on until the reader turns them off with the header's
// Fireworks switch, then remembered (like the sound). Off, payments still bring their toast, and
// 'Trigger Fireworks!' and the logo still play on request.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'

export const OVERLAY_STORAGE_KEY = 'fireworks-dashboard-fireworks'

const $overlayAtom = persistentAtom<boolean>(OVERLAY_STORAGE_KEY, true, { encode: (on) => (on ? 'on' : 'off'), decode: (stored) => stored !== 'off' })

export const $fireworksOverlay: ReadableAtom<boolean> = $overlayAtom

export function setFireworksOverlay(on: boolean): void {
  $overlayAtom.set(on)
}
