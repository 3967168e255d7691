// fw-top-items: a location's top items by revenue and by units. Importing this registers nothing;
// see top-items.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { TopItems as TopItemsContent } from './top-items'
export { type TopItemsProps } from './top-items'
export { TopItemsLoading, TopItemsView, type TopItemsViewProps } from './top-items-view'
export { itemsChartHeight, mergeItemRows, topItemsModel, TOP_ITEMS_TITLES, type TopItemsModel } from './items-model'

/** <fw-top-items> as a React component: in its own shadow root, styled and themed like the element. */
export const TopItems = framedWidget(TopItemsContent)
