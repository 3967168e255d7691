// fw-server-settings: the server's effective configuration. Importing this registers nothing; see
// server-settings.element.ts.
export { ServerSettings, ServerSettingsView, type ServerSettingsProps } from './server-settings'
export { settingGroups, type SettingGroup, type SettingRow } from './settings-rows'
