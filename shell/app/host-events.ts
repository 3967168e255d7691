// The shell's side of the widget contract (docs/shell-and-widgets.md#links-and-navigation): a widget's plain link click arrives as a
// cancelable fw-navigate, which the shell cancels and routes itself; fw-unauthorized means the
// API refused the session, so the reader goes to /login (docs/contract.md#errors) unless already there; the
// location filters, the orders table's view and the compare toggles say what changed and the
// shell writes it to its URL.
// Every fw-* event bubbles and is composed, so one listener on the document hears every shadow root.
import { LOGIN_PATH } from '../routing/resolve-route'
import { currentSearch, navigate, replaceSearch } from '../routing/router'
import { filtersFromAttributes } from '../../src/filters'
import type { FwEventDetails } from '../../src/elements/events'
import { rememberCity } from '../stats/remembered-city'
import { compareHref, filtersSearch, ordersViewSearch } from './url-updates'

/** True for an href of this origin, which the shell can route without a page load. */
export function isDashboardHref(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin === origin
  } catch {
    return false
  }
}

export function listenToWidgets(root: Document = document): () => void {
  const onNavigate = (event: CustomEvent<{ href: string }>) => {
    const origin = root.location?.origin ?? location.origin
    if (!isDashboardHref(event.detail.href, origin)) return
    event.preventDefault()
    const url = new URL(event.detail.href, origin)
    navigate(`${url.pathname}${url.search}${url.hash}`)
  }
  const onUnauthorized = () => {
    if ((root.location?.pathname ?? location.pathname).replace(/\/$/, '') === LOGIN_PATH) return
    navigate(LOGIN_PATH, { replace: true, carry: false })
  }
  const onFiltersChange = (event: CustomEvent<FwEventDetails['fw-filters-change']>) => {
    const { city, hideEmpty, sortBy, sortOrder } = event.detail
    // Read like attributes: an unknown sort key or order is not written to the URL.
    const change = filtersFromAttributes({ city: city ?? '', hideEmpty, sortBy, sortOrder })
    // The city shown now is the reader's choice: the next visit opens on it.
    rememberCity(change.city ?? null)
    replaceSearch(filtersSearch(currentSearch(), change))
  }
  const onOrdersViewChange = (event: CustomEvent<FwEventDetails['fw-orders-view-change']>) => replaceSearch(ordersViewSearch(currentSearch(), event.detail))
  const onCompareChange = (event: CustomEvent<{ locationIds: string[] }>) => navigate(compareHref(event.detail.locationIds, currentSearch()), { carry: false })
  const listeners: Array<[string, EventListener]> = [
    ['fw-navigate', onNavigate as EventListener],
    ['fw-unauthorized', onUnauthorized],
    ['fw-filters-change', onFiltersChange as EventListener],
    ['fw-compare-change', onCompareChange as EventListener],
    ['fw-orders-view-change', onOrdersViewChange as EventListener],
  ]
  for (const [name, listener] of listeners) root.addEventListener(name, listener)
  return () => {
    for (const [name, listener] of listeners) root.removeEventListener(name, listener)
  }
}
