// Ladle's global provider: every story renders inside a widget-like shadow root that talks to a
// fake API of its own (no session, no server), and Ladle's theme switch (light, dark, auto)
// becomes the widget's `theme` attribute (auto → system). The page's fetch learns the fakes'
// addresses, so the real fw-* elements of the element stories reach them too.
import type { GlobalProvider } from '@ladle/react'
import type { ThemeName } from '../src/elements/theme'
import { installFixtureFetch } from './fixture-api'
import { WidgetFrame } from './widget-frame'

installFixtureFetch()

function widgetTheme(ladleTheme: string): ThemeName {
  return ladleTheme === 'dark' ? 'dark' : ladleTheme === 'light' ? 'light' : 'system'
}

export const Provider: GlobalProvider = ({ children, globalState }) => (
  <WidgetFrame theme={widgetTheme(globalState.theme)}>{children}</WidgetFrame>
)
