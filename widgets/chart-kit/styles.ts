// The chart kit's style sheet, brought by every part that renders (ChartSurface, ChartFrame).
import { defineStyles } from '../../src/elements/style-sheets'
import chartKitCss from './chart-kit.css?inline'

export const chartKitStyles = defineStyles(chartKitCss, 'kit')
