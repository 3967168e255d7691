// The names of the `::part()`s a widget exposes in its shadow root: one small vocabulary for every
// widget, so a host page styles every card's header, every table or every failure alike
// (`fw-location-stats::part(header) { background: … }`). The shared parts of the ui-kit and the
// widget kit set them (a card's header, a chart's frame, a table, the empty and failed states); each
// element file lists the ones its widget shows (`@csspart`), and the reference pages say which.
// Parts carry no style of their own: they only name what a page may style.

export const WIDGET_PARTS = {
  header: "A card's or chart's heading row: its title, any description and its controls.",
  title: "The heading of a card or chart.",
  body: "A widget's main content: a card's content below its header, or the list, grid, map or filters of locations.",
  chart: 'A chart with its header and plot.',
  table: 'A scrolling table of rows.',
  empty: 'What shows when the answer holds nothing to show.',
  error: 'A failed load: what could not be loaded and why, with Retry where asking again can help.',
} as const

export type WidgetPart = keyof typeof WIDGET_PARTS

export function isWidgetPart(name: string): name is WidgetPart {
  return Object.hasOwn(WIDGET_PARTS, name)
}
