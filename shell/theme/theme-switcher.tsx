// The theme switcher (SPEC §2): Light, Dark or System; the choice is stored and every widget follows.
import { useStore } from '@nanostores/react'
import type { ThemeName } from '../../src/elements/theme'
import { Menu, MenuCheckboxItem } from '../../widgets/ui-kit'
import { $theme, setTheme } from './theme-store'

const CHOICES: ReadonlyArray<{ value: ThemeName; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

export function ThemeSwitcher() {
  const theme = useStore($theme)
  const current = CHOICES.find((choice) => choice.value === theme)?.label ?? 'System'
  return (
    <Menu trigger={`Theme: ${current}`} triggerLabel={`Theme: ${current}`} triggerSize="sm" placement="bottom-end">
      {CHOICES.map((choice) => (
        <MenuCheckboxItem key={choice.value} checked={theme === choice.value} closeOnSelect onCheckedChange={() => setTheme(choice.value)}>
          {choice.label}
        </MenuCheckboxItem>
      ))}
    </Menu>
  )
}
