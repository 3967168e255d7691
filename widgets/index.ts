// The package's root entry: every widget's React component and the element toolkit, for React
// apps and hosts that define their own tags. Importing it registers no custom element (that is
// `fireworks-dashboard/elements`, or `/standalone` with React bundled).
export * from './location-filters'
export * from './location-grid'
export * from './location-list'
export * from './location-map'
export * from './location-stats'
export * from './locations-table'
export * from './sign-in'
export * from './summary-cards'
export * from './ui-kit'
export { defineWidget, type WidgetDefinition, type WidgetElement, type WidgetEventSpec, type WidgetTagName } from '../src/elements/define-widget'
export { WidgetRoot, type WidgetRootProps } from '../src/elements/widget-root'
export { useWidget, type WidgetContextValue } from '../src/elements/widget-context'
export type { FwEventDetails, FwEventMap, FwEventName } from '../src/elements/events'
export { SEASON_SELECTION_ATTRIBUTES, type SeasonSelectionProps } from '../src/elements/season-selection'
export type { ThemeName } from '../src/elements/theme'
