// The theme switcher's trigger text (docs/screens.md#the-stats-area), shared by the menu and the stand-in shown while it loads.
import type { ThemeName } from '../../src/elements/theme'

export const THEME_CHOICES: ReadonlyArray<{ value: ThemeName; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

export function themeTriggerText(theme: ThemeName): string {
  return `Theme: ${THEME_CHOICES.find((choice) => choice.value === theme)?.label ?? 'System'}`
}
