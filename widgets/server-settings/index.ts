// fw-server-settings: the server's effective configuration. Importing this registers nothing; see
// server-settings.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { ServerSettings as ServerSettingsContent } from './server-settings'
export { ServerSettingsView, type ServerSettingsProps } from './server-settings'
export { settingGroups, type SettingGroup, type SettingRow } from './settings-rows'

/** <fw-server-settings> as a React component: in its own shadow root, styled and themed like the element. */
export const ServerSettings = framedWidget(ServerSettingsContent)
