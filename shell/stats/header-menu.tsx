// The sidebar's header menu (SPEC §2): 'Trigger Fireworks!' (5 seconds) and the connect item,
// which is not implemented and says so in a placeholder alert; and the fireworks' sound, off until
// turned on here.
import { useStore } from '@nanostores/react'
import { Menu, MenuCheckboxItem, MenuItem, MenuSeparator } from '../../widgets/ui-kit'
import { DotsIcon } from './dots-icon'
import { triggerFireworks } from './fireworks'
import { $fireworksSound, setFireworksSound } from './sound-store'

export const CONNECT_ITEM_TEXT = 'Connect Square Account'
export const CONNECT_PLACEHOLDER_TEXT = 'Connecting a Square account from the dashboard is not available yet.'

export function HeaderMenu({ alert = (text: string) => window.alert(text) }: { alert?: (text: string) => void }) {
  const sound = useStore($fireworksSound)
  return (
    <Menu trigger={<DotsIcon />} triggerLabel="Dashboard menu" triggerVariant="ghost" triggerSize="sm" placement="bottom-end">
      <MenuItem onSelect={() => triggerFireworks()}>Trigger Fireworks!</MenuItem>
      <MenuItem onSelect={() => alert(CONNECT_PLACEHOLDER_TEXT)}>{CONNECT_ITEM_TEXT}</MenuItem>
      <MenuSeparator />
      <MenuCheckboxItem checked={sound} onCheckedChange={setFireworksSound}>
        Fireworks sound
      </MenuCheckboxItem>
    </Menu>
  )
}
