// What the shell gives every fw-* element it renders (docs/shell-and-widgets.md): the page's theme, and
// sign-in-prompt="off" because the shell signs in itself (an element's 401 comes up as
// fw-unauthorized, which the page's listener turns into the redirect to /login). Spread on the
// typed tag: <fw-location-stats {...useElementContext()} location-id={id} />. Data goes down as
// attributes (kebab-case names are always attributes, so an element whose code has not loaded yet
// keeps them for its upgrade); intent comes up as fw-* events.
import { useStore } from '@nanostores/react'
import type { ThemeName } from '../../src/elements/theme'
// The typed JSX of every fw-* tag (generated), which the shell's screens render through.
import type {} from '../../widgets/jsx-elements'
import { $theme } from '../theme/theme-store'

export interface ElementContext {
  theme: ThemeName
  'sign-in-prompt': 'off'
}

export function useElementContext(): ElementContext {
  return { theme: useStore($theme), 'sign-in-prompt': 'off' }
}
