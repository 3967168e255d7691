// Whether a modal dialog is open anywhere on the page (a ui-kit dialog, a full-screen chart), in
// any widget's shadow root or the shell's chrome: the fireworks draw nothing above one, and the
// shell's celebration toasts wait for it to close. Each open dialog holds one count until it
// closes; a page singleton, so every copy of the package on the page counts in the same place.
import { atom, computed, type ReadableAtom } from 'nanostores'
import { pageSingleton } from './page-singleton'

const runtime = pageSingleton('open-dialogs/v1', () => {
  const $count = atom(0)
  return { $count, $open: computed($count, (count) => count > 0) }
})

/** True while at least one modal dialog is open on the page. */
export const $dialogOpen: ReadableAtom<boolean> = runtime.$open

/** Counts a dialog as open until the returned function is called (once; later calls do nothing). */
export function holdOpenDialog(): () => void {
  runtime.$count.set(runtime.$count.get() + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    runtime.$count.set(Math.max(0, runtime.$count.get() - 1))
  }
}
