// fw-locations-table: the list view of the locations. Importing this registers nothing; see
// locations-table.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationsTable as LocationsTableContent } from './locations-table'
export { type LocationsTableProps } from './locations-table'
export { LocationsTableView, TABLE_ROW_PX, nextSort, type LocationsTableViewProps } from './locations-table-view'
export { DEFAULT_COLUMN_IDS, FIGURE_COLUMNS, LIST_YEARS, columnValue, foundText, seasonDayLabel, visibleColumns, type FigureColumn } from './columns'

/** <fw-locations-table> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationsTable = framedWidget(LocationsTableContent)
