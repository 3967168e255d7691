// The combobox's sheet on its own, so its trigger can be drawn (./combobox-trigger.tsx) before the
// popover's code, which brings @floating-ui, is loaded.
import { defineStyles } from '../../src/elements/style-sheets'
import comboboxCss from './combobox.css?inline'

export const comboboxStyles = defineStyles(comboboxCss, 'kit')
