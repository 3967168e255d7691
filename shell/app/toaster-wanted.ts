// Whether the page's Toaster is mounted: not before the first toast, so sonner (some 8 KB with
// compression) stays out of every page that raises none. sonner keeps a toast raised before its
// Toaster subscribes and shows it once it does, so the first toast is not lost on the way.
import { atom, type ReadableAtom } from 'nanostores'

const $wanted = atom(false)

export const $toasterWanted: ReadableAtom<boolean> = $wanted

/** Mounts the Toaster (and fetches sonner) for the toast about to be raised; once is enough. */
export function wantToaster(): void {
  $wanted.set(true)
}
