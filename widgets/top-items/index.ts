// fw-top-items: a location's top items by revenue and by units. Importing this registers nothing;
// see top-items.element.ts.
export { TopItems, type TopItemsProps } from './top-items'
export { TopItemsLoading, TopItemsView, type TopItemsViewProps } from './top-items-view'
export { itemsChartHeight, mergeItemRows, topItemsModel, TOP_ITEMS_TITLES, type TopItemsModel } from './items-model'
