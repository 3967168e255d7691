// Whether the fireworks play their sound: off until the reader turns it on in the sidebar's header
// menu (browsers and people both expect a dashboard to stay quiet unless asked), then remembered.
import { atom, type ReadableAtom } from 'nanostores'

export const SOUND_STORAGE_KEY = 'fireworks-dashboard-sound'

function storedSound(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

const $soundAtom = atom<boolean>(typeof localStorage === 'undefined' ? false : storedSound())

export const $fireworksSound: ReadableAtom<boolean> = $soundAtom

export function setFireworksSound(on: boolean): void {
  $soundAtom.set(on)
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off')
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
