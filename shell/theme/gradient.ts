// The random gradient behind the sign-in page and on the logo button (docs/screens.md#the-stats-area): one of a set of
// festive gradients, picked at random when the page opens and anew when the logo is clicked.
import { atom, type ReadableAtom } from 'nanostores'

/** Gradients dark enough that white text on them stays readable. */
export const GRADIENTS = [
  'linear-gradient(135deg, #1e3a8a 0%, #7c3aed 50%, #db2777 100%)',
  'linear-gradient(135deg, #0f172a 0%, #1d4ed8 55%, #0891b2 100%)',
  'linear-gradient(135deg, #7f1d1d 0%, #c2410c 50%, #a16207 100%)',
  'linear-gradient(135deg, #312e81 0%, #6d28d9 45%, #be123c 100%)',
  'linear-gradient(135deg, #064e3b 0%, #0f766e 50%, #1e40af 100%)',
  'linear-gradient(135deg, #581c87 0%, #9d174d 50%, #b45309 100%)',
  'linear-gradient(135deg, #172554 0%, #9f1239 60%, #ea580c 100%)',
] as const

/** A gradient from `pick` (0 ≤ pick < 1), different from `current` when there is a choice. */
export function pickGradient(pick: number, current?: string): string {
  const choices = GRADIENTS.filter((gradient) => gradient !== current)
  return choices[Math.min(choices.length - 1, Math.floor(pick * choices.length))] ?? GRADIENTS[0]
}

const $gradientAtom = atom<string>(pickGradient(Math.random()))

/** The page's current gradient. */
export const $gradient: ReadableAtom<string> = $gradientAtom

/** Picks a new random gradient (the logo button). */
export function newGradient(random: () => number = Math.random): void {
  $gradientAtom.set(pickGradient(random(), $gradientAtom.get()))
}
