// Ladle's global provider: every story renders inside a widget-like shadow root, and Ladle's
// theme switch (light, dark, auto) becomes the widget's `theme` attribute (auto → system).
import type { GlobalProvider } from '@ladle/react'
import type { ThemeName } from '../src/elements/theme'
import { WidgetFrame } from './widget-frame'

function widgetTheme(ladleTheme: string): ThemeName {
  return ladleTheme === 'dark' ? 'dark' : ladleTheme === 'light' ? 'light' : 'system'
}

export const Provider: GlobalProvider = ({ children, globalState }) => (
  <WidgetFrame theme={widgetTheme(globalState.theme)}>{children}</WidgetFrame>
)
