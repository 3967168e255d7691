// The widget kit: what several widgets share above the ui-kit (docs/shell-and-widgets.md#shared-parts-the-kits), one folder per idea.
// Widgets import from here (an element's index.ts takes framedWidget from element/ directly).
// element/: defineWidget and WidgetRoot with the sign-in prompt, and the React component that
//   renders a widget into a shadow root of its own.
export { defineWidget, WidgetRoot, type SignInPromptProps, type WidgetDefinition, type WidgetElement, type WidgetEventSpec, type WidgetRootProps, type WidgetTagName } from './element/define-widget'
export { framedWidget, ShadowFrame, type WidgetFrameProps } from './element/shadow-frame'
// forms/: the one sign-in form (also the shell's /login), the prompt every widget shows signed
//   out, and the home-locations picker.
export { SignInForm, type SignInFormProps } from './forms/sign-in-form'
export { SignInPrompt } from './forms/sign-in-prompt'
export { HOME_LOCATIONS_HINT, HomeLocationsField, type HomeLocationsFieldProps } from './forms/home-locations-field'
export { homeLocationChoices, searchHomeLocations, toggleShown, type HomeLocationChoice } from './forms/home-locations-model'
// states/: an answer's states as React state and drawn one way, the delayed loading flag, the
// not-found notice.
export { combineQueryStates, mapQueryState, queryStateOf, useQueries, useQuery, type QueryState } from './states/use-query'
export { isUnauthorized, QueryError, QueryStateView, type QueryErrorProps, type QueryStateViewProps } from './states/query-state-view'
export { LOADING_INDICATOR_DELAY_MS, useDelayedFlag } from './states/use-delayed-flag'
export { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, NotFoundNotice, type NotFoundNoticeProps } from './states/not-found-notice'
// links/: real links that also ask the host to navigate.
export { fillLinkTemplate, isPlainClick, WidgetLink, type WidgetLinkProps } from './links/widget-link'
// location/: one location and the location views' filters and compare selection, and what every
//   location view draws of a location.
export { selectedYears, useLocation, type LocationInSeasons } from './location/use-location'
export { useChangeFilters, useCompareSelection, useIsAdmin, useLocationFilters, useLocationsAnswer, type CompareSelection } from './location/use-location-view'
export { addressLines, CompareToggle, LocationLink, LocationSummary, NO_ADDRESS_TEXT, NO_LOCATIONS_TEXT, type CompareToggleProps } from './location/location-parts'
export { COORDINATE_SOURCE_TEXT, CoordinateLegend } from './location/coordinate-legend'
// season/: a location's season figures and a selection's season pace, kept live, compared like for
//   like at the server's minute, and what a pace screen says it compares.
export { LocationNotFoundError, LocationOutsideTokenError, missingLocation, NO_LOCATION_SELECTED, trackedSeasonsOf, useSeasonStats, type SeasonStats } from './season/use-season-stats'
export { useLiveUpdates } from './season/use-live-updates'
export { useServerClock } from './season/use-server-clock'
export { useComparisonMinute, useKeptWhileTheMinuteMoves, useServerMinute } from './season/use-comparison-minute'
export { comparisonCutOf } from './season/like-for-like'
export { usePace, type PaceSelection } from './season/use-pace'
export { paceHeadline } from './season/pace-headline'
// rows/: the virtual rows every long list draws with (loaded on demand by lists that are often
// short), and a table's rows as a CSV file.
export { ROW_OVERSCAN, useVirtualRows, type VirtualRow, type VirtualRows, type VirtualRowsOptions } from './rows/virtual-rows'
export { loadVirtualRows, RowsOnDemand, SIDEBAR_ROW_OVERSCAN, WHOLE_LIST_MAX, type OnDemandRows } from './rows/rows-on-demand'
export { csvBlob, csvDollars, csvFileName, csvText, downloadBlob, downloadCsv, fileSlug, CSV_BYTE_ORDER_MARK, type CsvCell } from './rows/csv-file'
// page/: whether the widget can be seen (and polls only then), whether the page is printing.
export { useOnScreen, usePolling } from './page/use-on-screen'
export { afterNextPaint, usePaintedKey } from './page/after-paint'
export { usePreparedFormats } from './page/use-prepared-formats'
// json-tree/: raw JSON as a collapsible tree in the product's theme.
export { JsonTree, type JsonTreeProps } from './json-tree/json-tree'
