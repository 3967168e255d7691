// The one list of the package's widgets (docs/shell-and-widgets.md#the-widget-list-and-the-route-table): every widget folder, each fw-* tag it
// defines and how to load the one module that registers that tag. The autoloader reads it in the
// browser (a dynamic import per tag, so each tag is its own chunk); the build, the package's
// exports, the root and `elements` entries, the Custom Elements Manifest and the shell's screens
// are made from it or checked against it (widget-list.test.ts fails when a folder is missing).
// Data and loaders only: the autoloader carries this file, so it must stay small.

/** Every widget tag is named fw-… */
export type WidgetTag = `fw-${string}`

export interface WidgetListEntry {
  /** The folder under widgets/, also the package's subpath export (`fireworks-dashboard/<folder>`). */
  folder: string
  /** Each tag the folder defines → a loader of its `*.element.ts` module (importing it registers the tag). */
  elements: Readonly<Record<WidgetTag, () => Promise<unknown>>>
}

export const WIDGETS = [
  {
    folder: 'admin-locations',
    elements: {
      'fw-admin-location': () => import('./admin-locations/admin-location.element'),
      'fw-admin-locations': () => import('./admin-locations/admin-locations.element'),
    },
  },
  {
    folder: 'compare',
    elements: {
      'fw-compare': () => import('./compare/compare.element'),
    },
  },
  {
    folder: 'embed-keys',
    elements: {
      'fw-embed-keys': () => import('./embed-keys/embed-keys.element'),
    },
  },
  {
    folder: 'fireworks',
    elements: {
      'fw-fireworks': () => import('./fireworks/fireworks.element'),
    },
  },
  {
    folder: 'hydration-tools',
    elements: {
      'fw-hydration-tools': () => import('./hydration-tools/hydration-tools.element'),
    },
  },
  {
    folder: 'kv-cache',
    elements: {
      'fw-kv-cache': () => import('./kv-cache/kv-cache.element'),
    },
  },
  {
    folder: 'live-payments',
    elements: {
      'fw-live-payments': () => import('./live-payments/live-payments.element'),
    },
  },
  {
    folder: 'location-filters',
    elements: {
      'fw-location-filters': () => import('./location-filters/location-filters.element'),
    },
  },
  {
    folder: 'location-grid',
    elements: {
      'fw-location-grid': () => import('./location-grid/location-grid.element'),
    },
  },
  {
    folder: 'location-list',
    elements: {
      'fw-location-list': () => import('./location-list/location-list.element'),
    },
  },
  {
    folder: 'location-map',
    elements: {
      'fw-location-map': () => import('./location-map/location-map.element'),
    },
  },
  {
    folder: 'location-ranking',
    elements: {
      'fw-location-ranking': () => import('./location-ranking/location-ranking.element'),
    },
  },
  {
    folder: 'location-stats',
    elements: {
      'fw-location-stats': () => import('./location-stats/location-stats.element'),
    },
  },
  {
    folder: 'locations-table',
    elements: {
      'fw-locations-table': () => import('./locations-table/locations-table.element'),
    },
  },
  {
    folder: 'order-invoice',
    elements: {
      'fw-order-invoice': () => import('./order-invoice/order-invoice.element'),
    },
  },
  {
    folder: 'orders-table',
    elements: {
      'fw-orders-table': () => import('./orders-table/orders-table.element'),
    },
  },
  {
    folder: 'payment-chart-test',
    elements: {
      'fw-payment-chart-test': () => import('./payment-chart-test/payment-chart-test.element'),
    },
  },
  {
    folder: 'sales-reports',
    elements: {
      'fw-sales-reports': () => import('./sales-reports/sales-reports.element'),
    },
  },
  {
    folder: 'season-pace',
    elements: {
      'fw-season-pace': () => import('./season-pace/season-pace.element'),
    },
  },
  {
    folder: 'server-settings',
    elements: {
      'fw-server-settings': () => import('./server-settings/server-settings.element'),
    },
  },
  {
    folder: 'sign-in',
    elements: {
      'fw-sign-in': () => import('./sign-in/sign-in.element'),
    },
  },
  {
    folder: 'summary-cards',
    elements: {
      'fw-summary-cards': () => import('./summary-cards/summary-cards.element'),
    },
  },
  {
    folder: 'system-status',
    elements: {
      'fw-system-status': () => import('./system-status/system-status.element'),
    },
  },
  {
    folder: 'top-items',
    elements: {
      'fw-top-items': () => import('./top-items/top-items.element'),
    },
  },
  {
    folder: 'user-counts',
    elements: {
      'fw-user-counts': () => import('./user-counts/user-counts.element'),
    },
  },
  {
    folder: 'users-admin',
    elements: {
      'fw-users-admin': () => import('./users-admin/users-admin.element'),
    },
  },
  {
    folder: 'webhook-tester',
    elements: {
      'fw-webhook-tester': () => import('./webhook-tester/webhook-tester.element'),
    },
  },
] as const satisfies readonly WidgetListEntry[]

/** Folders of shared parts with no tag of their own, published as entries too. */
export const KIT_FOLDERS = ['chart-kit', 'ui-kit', 'widget-kit'] as const

/** Every tag of the list. */
type TagsOf<Entry> = Entry extends { elements: infer Elements } ? keyof Elements & string : never
export type WidgetTagName = TagsOf<(typeof WIDGETS)[number]>
