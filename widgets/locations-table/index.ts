// fw-locations-table: the list view of the locations. Importing this registers nothing; see
// locations-table.element.ts.
export { LocationsTable, type LocationsTableProps } from './locations-table'
export { LocationsTableView, TABLE_ROW_PX, nextSort, type LocationsTableViewProps } from './locations-table-view'
export { DEFAULT_COLUMN_IDS, FIGURE_COLUMNS, LIST_YEARS, columnValue, foundText, seasonDayLabel, visibleColumns, type FigureColumn } from './columns'
