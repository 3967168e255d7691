// The theme switcher (SPEC §2): Light, Dark or System; the choice is stored and every widget follows.
import { useStore } from '@nanostores/react'
import { Menu, MenuCheckboxItem } from '../../widgets/ui-kit'
import { $theme, setTheme } from './theme-store'
import { THEME_CHOICES, themeTriggerText } from './theme-switcher-text'

export function ThemeSwitcher() {
  const theme = useStore($theme)
  const text = themeTriggerText(theme)
  return (
    <Menu trigger={text} triggerLabel={text} triggerSize="sm" placement="bottom-end">
      {THEME_CHOICES.map((choice) => (
        <MenuCheckboxItem key={choice.value} checked={theme === choice.value} closeOnSelect onCheckedChange={() => setTheme(choice.value)}>
          {choice.label}
        </MenuCheckboxItem>
      ))}
    </Menu>
  )
}
