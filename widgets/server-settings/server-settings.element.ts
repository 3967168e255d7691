// Registers <fw-server-settings>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { ServerSettings, type ServerSettingsProps } from './server-settings'

defineWidget('fw-server-settings', ServerSettings)

declare global {
  interface HTMLElementTagNameMap {
    'fw-server-settings': WidgetElement<ServerSettingsProps>
  }
}
