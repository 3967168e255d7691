// fw-orders-table: a location's orders, virtualised, sortable, exportable. Importing this
// registers nothing; see orders-table.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { OrdersTable as OrdersTableContent } from './orders-table'
export { type OrdersTableProps } from './orders-table'
export { OrdersTableView, OrdersNoYears, OrdersLoading, NO_YEARS_SELECTED, noOrdersText, ordersTitle, type OrdersTableViewProps } from './orders-table-view'
export { type ShownRows, type RestFailure } from './use-shown-rows'
export { OrdersGrid, DEFAULT_ORDER_LINK, ORDER_ROW_HEIGHT, ORDERS_TABLE_HEIGHT, type OrdersGridProps } from './orders-grid'
export { ORDERS_COLUMNS, DEFAULT_SORT, dollarsText, type ColumnId, type OrdersColumn, type SortOrder } from './columns'
export { toOrderRows, filterRows, DEFAULT_STATES, LISTED_STATES, NO_ITEMS, NO_PAYMENT, type OrderRow } from './order-rows'
export { sortRows } from './sort-rows'
export { ordersViewChange, parseOrdersView, type OrdersView, type OrdersViewAttributes, type OrdersViewChange } from './orders-view'
export { ordersCsv, ordersCsvBlob, ordersCsvFileName, ORDER_ID_HEADER } from './orders-csv'

/** <fw-orders-table> as a React component: in its own shadow root, styled and themed like the element. */
export const OrdersTable = framedWidget(OrdersTableContent)
