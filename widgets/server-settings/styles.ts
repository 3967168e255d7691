// The Settings page's style sheet, brought by its view wherever it renders.
import { defineStyles } from '../../src/elements/style-sheets'
import serverSettingsCss from './server-settings.css?inline'

export const serverSettingsStyles = defineStyles(serverSettingsCss)
