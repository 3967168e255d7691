// The widget kit: what several widgets share above the ui-kit (DESIGN §4) — defineWidget and
// WidgetRoot with the sign-in prompt, the one sign-in form (also the shell's /login), the states of
// a query answer, the not-found notice, widget links, the data hooks (queries, a location and its
// seasons, the location views' filters and compare selection), the location parts of the list, grid
// and map, the home-locations picker, the JSON tree, and the virtual rows every long list draws
// with. Widgets import from here.
export { defineWidget, WidgetRoot, type SignInPromptProps, type WidgetDefinition, type WidgetElement, type WidgetEventSpec, type WidgetRootProps, type WidgetTagName } from './define-widget'
export { SignInForm, type SignInFormProps } from './sign-in-form'
export { SignInPrompt } from './sign-in-prompt'
export { isUnauthorized, QueryError, QueryStateView, type QueryErrorProps, type QueryStateViewProps } from './query-state-view'
export { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, NotFoundNotice, type NotFoundNoticeProps } from './not-found-notice'
export { fillLinkTemplate, isPlainClick, WidgetLink, type WidgetLinkProps } from './widget-link'
export { combineQueryStates, mapQueryState, queryStateOf, useQueries, useQuery, type QueryState } from './use-query'
export { LocationNotFoundError, NO_LOCATION_SELECTED, trackedSeasonsOf, useSeasonStats, type SeasonStats } from './use-season-stats'
export { selectedYears, useLocation, type LocationInSeasons } from './use-location'
export { useChangeFilters, useCompareSelection, useIsAdmin, useLocationFilters, useLocationsAnswer, type CompareSelection } from './use-location-view'
export { useLiveUpdates } from './use-live-updates'
export { useServerClock } from './use-server-clock'
export { useComparisonMinute, useKeptWhileTheMinuteMoves, useServerMinute } from './use-comparison-minute'
export { comparisonCutOf } from './like-for-like'
export { useOnScreen, usePolling } from './use-on-screen'
export { LOADING_INDICATOR_DELAY_MS, useDelayedFlag } from './use-delayed-flag'
export { ROW_OVERSCAN, SIDEBAR_ROW_OVERSCAN, useVirtualRows, type VirtualRow, type VirtualRows, type VirtualRowsOptions } from './virtual-rows'
export { JsonTree, type JsonTreeProps } from './json-tree'
export { framedWidget, ShadowFrame, type WidgetFrameProps } from './shadow-frame'
export { addressLines, CompareToggle, LocationLink, LocationSummary, NO_ADDRESS_TEXT, NO_LOCATIONS_TEXT, type CompareToggleProps } from './location-parts'
export { HOME_LOCATIONS_HINT, HomeLocationsField, type HomeLocationsFieldProps } from './home-locations-field'
export { csvBlob, csvDollars, csvFileName, csvText, downloadBlob, downloadCsv, fileSlug, CSV_BYTE_ORDER_MARK, type CsvCell } from './csv-file'
export { COORDINATE_SOURCE_TEXT, CoordinateLegend } from './coordinate-legend'
