// The theme switcher (docs/screens.md#the-stats-area): Light, Dark or System, one choice of three (radio items); the choice
// is stored and every widget follows.
import { useStore } from '@nanostores/react'
import { Menu, MenuRadioGroup, MenuRadioItem } from '../../widgets/ui-kit'
import { $theme, setTheme } from './theme-store'
import { THEME_CHOICES, themeTriggerText } from './theme-switcher-text'

/** `defaultOpen`: open as it appears (its stand-in in the /stats header was pressed). */
export function ThemeSwitcher({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const theme = useStore($theme)
  const text = themeTriggerText(theme)
  return (
    <Menu trigger={text} triggerLabel={text} triggerSize="sm" placement="bottom-end" defaultOpen={defaultOpen}>
      <MenuRadioGroup label="Theme">
        {THEME_CHOICES.map((choice) => (
          <MenuRadioItem key={choice.value} checked={theme === choice.value} onSelect={() => setTheme(choice.value)}>
            {choice.label}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  )
}
