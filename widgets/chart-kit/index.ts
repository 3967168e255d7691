// The chart kit: hand-drawn SVG charts (d3-scale, d3-shape, d3-array), their frame and states.
// The scales stay inside: their d3 types would make every consumer install d3's @types.
// Every part brings its style sheet where it renders (useStyles).
export { AreaChart, type AreaChartProps } from './area-chart'
export { BarChart, type BarChartProps } from './bar-chart'
export { HorizontalBarChart, type HorizontalBarChartProps } from './horizontal-bar-chart'
export { StackedBarChart, type StackedBarChartProps } from './stacked-bar-chart'
export { YearComparisonChart, yearComparisonData, yearSeries, type YearComparisonChartProps, type YearTotal } from './year-comparison-chart'
export { ChartFrame, CHART_HEIGHT, PAYMENT_CHART_HEIGHT, type ChartFrameProps, type ChartMode, type ChartRenderArgs } from './chart-frame'
export { ChartEmpty, ChartErrorBoundary, ChartLoading, ChartUnavailable } from './chart-states'
export { describeDatum, datumText, type DatumSummary } from './datum'
export { labelColor, paletteColor, seriesColor, shadeColor, yearColor, PALETTE_FALLBACKS, PALETTE_SIZE } from './palette'
export { isEmptyChartData, drawnData, type ChartData, type ChartSeries, type ValueFormatter, type ChartBaseProps, type Size, type Margin } from './types'
