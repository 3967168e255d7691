// Every fw-* event a widget dispatches, in one typed map (docs/shell-and-widgets.md#down-attributes-up-events: intent goes up as events).
// Each is a CustomEvent that bubbles and is composed, so a listener on the page (or the shell's
// root) hears it from inside any shadow root. The global declaration lets a TypeScript host write
// `element.addEventListener('fw-navigate', (event) => event.detail.href)` with types.

/** The detail each event carries. */
export interface FwEventDetails {
  /**
   * A widget link was followed with a plain click. Cancelable: a host that routes itself (the
   * shell) calls preventDefault() and navigates; otherwise the browser follows the link's href.
   */
  'fw-navigate': { href: string }
  /** The API refused the session (401, or no session stored). */
  'fw-unauthorized': { apiBase: string }
  /** A sign-in from inside a widget stored a new session on this page. */
  'fw-signed-in': { username: string }
  /**
   * The widget reached its server with a credential that works (the page's session, or its
   * `token`) and shows its content from now on; again after each sign-in that ends a signed-out spell.
   */
  'fw-ready': { apiBase: string; credential: 'session' | 'token' }
  /**
   * The widget cannot work as set up and says why in its place: no dashboard server answers at its
   * api-base (`server-unreachable`), the server refuses the page's origin (`origin-refused`), the
   * origin is allowed for embed tokens only (`embed-token-required`), its embed token was refused
   * (`token-refused`: its key was revoked or has expired), or the page's sign-in is with
   * another dashboard server (`another-server`). `message` is the sentence it shows.
   */
  'fw-error': { code: 'server-unreachable' | 'origin-refused' | 'embed-token-required' | 'token-refused' | 'another-server'; message: string }
  /**
   * The widget's embed token ends soon (`expiresAt`, an ISO instant). Unless cancelled, the widget
   * renews it itself (through its `tokenProvider` if it has one, else from the server). A host that
   * mints its own tokens may cancel it and set the element's `token`; every widget using the token
   * emits it.
   */
  'fw-token-expiring': { expiresAt: string }
  /** fw-sign-in's Sign out ended the stored session. */
  'fw-signed-out': null
  /**
   * The reader changed the locations to compare (a compare toggle, the swap button): at most two
   * ids, in order. The host updates its URL (the shell goes to /stats/details/compare?locations=…).
   */
  'fw-compare-change': { locationIds: string[] }
  /**
   * The reader chose other seasons or window days in a widget's own picker (fw-compare's
   * single-year picker), as the URL writes them: years ascending, days like "28to5". The widget
   * shows them at once; the host writes them to its URL (the shell's years= and days=).
   */
  'fw-date-range-change': { years: number[]; days: string }
  /**
   * A payment at one of the reader's home locations was heard on the live connection (fw-fireworks
   * plays for it unless its overlay is off or a dialog is open). `amount` is in cents; the host
   * shows a toast with it (celebrationMessage from fireworks-dashboard). Once per payment per page.
   */
  'fw-payment-celebrated': { amount: number; locationId: string; paymentId: string }
  /**
   * The reader changed the locations' filters or sort (the filter panel, a table header). The host
   * writes them to its URL (src/filters filtersToSearch) and passes them back down as attributes.
   */
  'fw-filters-change': { city: string | null; hideEmpty: boolean; sortBy: string; sortOrder: 'asc' | 'desc' }
  /**
   * The reader changed fw-orders-table's sort, shown states or visible columns. Each part is its
   * attribute's text (sort "total.asc", states and columns as lists), null where it is back at
   * the default. The table shows the change at once; the host writes it to its URL and passes
   * it back down as the sort, states and columns attributes.
   */
  'fw-orders-view-change': { sort: string | null; states: string[] | null; columns: string[] | null }
}

export type FwEventName = keyof FwEventDetails

/** `fw-navigate` → `CustomEvent<{ href: string }>`, for every fw-* event. */
export type FwEventMap = { [Name in FwEventName]: CustomEvent<FwEventDetails[Name]> }

/**
 * Any one fw-* event, told apart by its `type`: `if (event.type === 'fw-navigate') event.detail.href`
 * (what a React app's WidgetRoot onEvent hears).
 */
export type FwEvent = { [Name in FwEventName]: FwEventMap[Name] & { readonly type: Name } }[FwEventName]

/** Options of one dispatch. */
export interface EmitOptions {
  /** The host may cancel it (fw-navigate); emit() then returns false. */
  cancelable?: boolean
}

/** Makes the event the way every widget event is made: bubbling and composed. */
export function widgetEvent<Name extends FwEventName>(name: Name, detail: FwEventDetails[Name], options: EmitOptions = {}): FwEventMap[Name] {
  return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }) as FwEventMap[Name]
}

declare global {
  // Every element's addEventListener knows the fw-* events' details.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends FwEventMap {}
}
