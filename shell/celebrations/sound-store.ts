// Whether the fireworks play their sound: off until the reader turns it on with the header's Sound
// switch (browsers and people both expect a dashboard to stay quiet unless asked), then remembered.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'

export const SOUND_STORAGE_KEY = 'fireworks-dashboard-sound'

const $soundAtom = persistentAtom<boolean>(SOUND_STORAGE_KEY, false, { encode: (on) => (on ? 'on' : 'off'), decode: (stored) => stored === 'on' })

export const $fireworksSound: ReadableAtom<boolean> = $soundAtom

export function setFireworksSound(on: boolean): void {
  $soundAtom.set(on)
}
