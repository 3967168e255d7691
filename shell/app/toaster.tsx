// The page's toasts (SPEC §2, §9): sonner, bottom-right, staying until dismissed (each has a close
// button), three visible at once, in the dashboard's theme.
import { useStore } from '@nanostores/react'
import { Toaster as SonnerToaster } from 'sonner'
import { $theme } from '../theme/theme-store'

export const VISIBLE_TOASTS = 3

export default function Toaster() {
  const theme = useStore($theme)
  return <SonnerToaster position="bottom-right" duration={Infinity} closeButton visibleToasts={VISIBLE_TOASTS} theme={theme} />
}
