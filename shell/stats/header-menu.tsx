// The sidebar's header menu (docs/screens.md#the-sidebar): 'Trigger Fireworks!' (5 seconds) and the connect item, whose
// alert says it is not available, as docs/screens.md#the-sidebar has it. The fireworks' own switches sit in
// the header, in sight (../celebrations/celebration-switches.tsx).
import { Menu, MenuItem } from '../../widgets/ui-kit'
import { triggerFireworks } from '../celebrations/fireworks'
import { DotsIcon } from './dots-icon'

export const CONNECT_ITEM_TEXT = 'Connect Square Account'
export const CONNECT_PLACEHOLDER_TEXT = 'Connecting a Square account from the dashboard is not available yet.'

export function HeaderMenu({ alert = (text: string) => window.alert(text), defaultOpen = false }: { alert?: (text: string) => void; defaultOpen?: boolean }) {
  return (
    <Menu trigger={<DotsIcon />} triggerLabel="Dashboard menu" triggerVariant="ghost" triggerSize="sm" placement="bottom-end" defaultOpen={defaultOpen}>
      <MenuItem onSelect={() => triggerFireworks()}>Trigger Fireworks!</MenuItem>
      <MenuItem onSelect={() => alert(CONNECT_PLACEHOLDER_TEXT)}>{CONNECT_ITEM_TEXT}</MenuItem>
    </Menu>
  )
}
