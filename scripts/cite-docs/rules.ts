// Which page and heading of docs/ explains what a citation of the two documents the product was
// first specified in (the customer's specification and our design notes, which the repository does
// not hold) was pointing at: by the cited section, the words that followed it ("Auth", "KV cache")
// and the file it stood in. The first rule that matches wins; each section ends with a catch-all.

export type CitedDocument = 'SPEC' | 'DESIGN'

export interface CitationRule {
  document: CitedDocument
  /** The section number as cited ("2", "3b"). */
  section: string
  /** The words that followed the section, when they name a part of it. */
  subtitle?: RegExp
  /** The file the citation stands in. */
  path?: RegExp
  /** The line the citation stands in. */
  line?: RegExp
  /** docs/<page>.md, with its heading's anchor. */
  to: string
}

/** Words that may follow a section number and name a part of it, by document and section. */
export const SUBTITLES: Record<CitedDocument, Record<string, readonly string[]>> = {
  SPEC: {
    '2': ['Admin', 'KV Cache', '/login', '…/stats', '…/items', '…/orders'],
    '3': ['Theme', 'Location', 'Geocoding', 'Per-year stats', 'stored session keys'],
    '4': ['Auth', 'Logout', 'logout', 'login', 'Sidebar', 'Date and year picker', '"Compare list"', 'live connection', 'API health'],
    '5': ['Login', 'session expiry', 'defaults'],
    '7': ['POST', '/kv-cache'],
    '9': ['Cache', 'UI timing', 'Auth', 'live feed', 'live connection', 'sidebar toggle', 'avatar fallback'],
  },
  DESIGN: {
    '3': ['KV cache', 'WebSocket', 'Dating', 'webhooks', 'sessions and login abuse', 'login abuse', 'sessions', 'freshness', 'home locations'],
    '3b': ['Clock', 'WebSocket sign-in', '`npm start` lifecycle', '`npm start`'],
    '3c': ['page singletons'],
    '4': ['widget-kit'],
  },
}

type Match = Pick<CitationRule, 'subtitle' | 'path' | 'line'>
const S = (section: string, to: string, match: Match = {}): CitationRule => ({ document: 'SPEC', section, to, ...match })
const D = (section: string, to: string, match: Match = {}): CitationRule => ({ document: 'DESIGN', section, to, ...match })

export const RULES: readonly CitationRule[] = [
  // The product, and its screens.
  S('1', 'docs/screens.md#live-payments-and-fireworks', { path: /widgets\/fireworks|shell\/celebrations/ }),
  S('1', 'docs/clock-and-seasons.md#years-and-days-in-the-url', { path: /src\/season/ }),
  S('1', 'docs/architecture.md#the-product'),
  S('2', 'docs/screens.md#admin', { subtitle: /^Admin$/ }),
  S('2', 'docs/screens.md#kv-cache-debugger', { subtitle: /^KV Cache$/ }),
  S('2', 'docs/screens.md#general', { subtitle: /^\/login$/ }),
  S('2', 'docs/screens.md#location-details', { subtitle: /^…\// }),
  S('2', 'docs/screens.md#general', { path: /shell\/login|shell\/square|widgets\/widget-kit\/forms\/sign-in|widgets\/sign-in|shell\/app\/(error|loading|not-found|chunk|toaster|app\.)/ }),
  S('2', 'docs/screens.md#compare', { path: /compare/ }),
  S('2', 'docs/screens.md#location-details', { path: /shell\/details|shell\/screens\/location-|widgets\/(location-stats|top-items|orders-table|order-invoice|summary-cards|chart-kit)|src\/analytics\/(items|compare)/ }),
  S('2', 'docs/screens.md#user-management', { path: /users-admin|admin-users|src\/users/ }),
  S('2', 'docs/screens.md#kv-cache-debugger', { path: /kv-cache/ }),
  S('2', 'docs/screens.md#data-hydration', { path: /hydrat/ }),
  S('2', 'docs/screens.md#live-payments-and-fireworks', { path: /live-payments|fireworks|celebrations/ }),
  S('2', 'docs/screens.md#locations-admin', { path: /admin-location/ }),
  S('2', 'docs/screens.md#admin-dashboard', { path: /webhook-tester|system-status|user-counts|payment-chart|admin-dashboard/ }),
  S('2', 'docs/screens.md#admin', { path: /shell\/admin|shell\/screens\/admin-|access-denied/ }),
  S('2', 'docs/screens.md#location-filters-and-sorting', { path: /src\/filters|src\/analytics\/locations|location-filters/ }),
  S('2', 'docs/screens.md#the-sidebar', { path: /shell\/stats\/(sidebar|logo|header-menu|user-|views-nav|home-locations|deferred)|location-list/ }),
  S('2', 'docs/screens.md#the-stats-area', { path: /shell\/stats|shell\/theme|shell\/screens\/(locations-|season-pace)|widgets\/(location-|locations-table|season-pace)|widgets\/widget-kit\/location/ }),
  S('2', 'docs/screens.md'),
  // Entities.
  S('3', 'docs/server.md#hydration-and-freshness', { subtitle: /^Geocoding$/ }),
  S('3', 'docs/contract.md#entities', { subtitle: /./ }),
  S('3', 'docs/clock-and-seasons.md#years-and-days-in-the-url', { path: /src\/season|date-range/ }),
  S('3', 'docs/screens.md#location-filters-and-sorting', { path: /src\/filters/ }),
  S('3', 'docs/contract.md#entities'),
  // States and transitions.
  S('4', 'docs/shell-and-widgets.md#sign-in-and-sessions', { subtitle: /^(Auth|Logout|logout|login)$/ }),
  S('4', 'docs/screens.md#the-sidebar', { subtitle: /^(Sidebar|"Compare list")$/ }),
  S('4', 'docs/clock-and-seasons.md#years-and-days-in-the-url', { subtitle: /^Date and year picker$/ }),
  S('4', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { subtitle: /^live connection$/ }),
  S('4', 'docs/screens.md#admin-dashboard', { subtitle: /^API health$/ }),
  S('4', 'docs/shell-and-widgets.md#sign-in-and-sessions', { path: /src\/stores\/session|src\/api\/(auth|stored-session)|sign-out|sign-in|resolve-route|shell\/app\/app|shell\/main/ }),
  S('4', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { path: /src\/live|logo-button/ }),
  S('4', 'docs/clock-and-seasons.md#date-range-rules-of-the-tabs', { path: /src\/season|shell\/details|shell\/screens\/location-|orders-table|top-items|date-year/ }),
  S('4', 'docs/screens.md#location-filters-and-sorting', { path: /src\/filters|location-filters|location-map/ }),
  S('4', 'docs/screens.md#live-payments-and-fireworks', { path: /fireworks|celebrations|live-payments/ }),
  S('4', 'docs/screens.md#kv-cache-debugger', { path: /kv-cache/ }),
  S('4', 'docs/screens.md#admin-dashboard', { path: /system-status|health/ }),
  S('4', 'docs/screens.md#the-sidebar', { path: /shell\/stats|compare/ }),
  S('4', 'docs/screens.md'),
  // Validation and the rules of figures.
  S('5', 'docs/shell-and-widgets.md#sign-in-and-sessions', { subtitle: /^session expiry$/ }),
  S('5', 'docs/contract.md#validation-messages', { subtitle: /./ }),
  S('5', 'docs/figures.md#percent-change', { path: /src\/analytics\/compare|src\/format\/percent|summary-cards|admin-locations-model/ }),
  S('5', 'docs/figures.md#payment-breakdown', { path: /src\/analytics\/(tenders|order-summary)/ }),
  S('5', 'docs/figures.md#net-sales', { path: /src\/analytics\/(figures|line-figures|year|season-stats)/ }),
  S('5', 'docs/clock-and-seasons.md#years-and-days-in-the-url', { path: /src\/season|shell\/details|date-year|src\/format\/season/ }),
  S('5', 'docs/screens.md#location-filters-and-sorting', { path: /src\/filters|src\/analytics\/locations|location-|locations-table/ }),
  S('5', 'docs/shell-and-widgets.md#sign-in-and-sessions', { path: /src\/stores\/session|stored-session/ }),
  S('5', 'docs/contract.md#validation-messages'),
  S('6', 'docs/screens.md#access'),
  // The calls.
  S('7', 'docs/contract.md#how-long-answers-stay-fresh', { path: /src\/api\/(queries|query-cache)/ }),
  S('7', 'docs/architecture.md#parts-and-data-flow', { path: /shell\/offline/ }),
  S('7', 'docs/contract.md#the-calls'),
  // Errors.
  S('8', 'docs/contract.md#errors', { path: /src\/api|shell\/app\/host-events/ }),
  S('8', 'docs/screens.md#errors-and-messages'),
  // Constants and limits.
  S('9', 'docs/server.md#the-kv-cache', { subtitle: /^Cache$/ }),
  S('9', 'docs/shell-and-widgets.md#sign-in-and-sessions', { subtitle: /^Auth$/ }),
  S('9', 'docs/screens.md#live-payments-and-fireworks', { subtitle: /^live feed$/ }),
  S('9', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { subtitle: /^live connection$/ }),
  S('9', 'docs/screens.md#the-sidebar', { subtitle: /^sidebar toggle$/ }),
  S('9', 'docs/screens.md#numbers-the-screens-keep', { subtitle: /./ }),
  S('9', 'docs/figures.md#money', { path: /src\/format\/(money|percent)/ }),
  S('9', 'docs/clock-and-seasons.md#the-season-window', { path: /src\/format\/hour|src\/season/ }),
  S('9', 'docs/screens.md#data-hydration', { path: /server\/square|hydration/ }),
  S('9', 'docs/server.md#the-kv-cache', { path: /server\/kv/ }),
  S('9', 'docs/shell-and-widgets.md#sign-in-and-sessions', { path: /src\/stores\/session|stored-session/ }),
  S('9', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { path: /src\/live/ }),
  S('9', 'docs/screens.md#live-payments-and-fireworks', { path: /fireworks|celebrations|live-payments/ }),
  S('9', 'docs/screens.md#kv-cache-debugger', { path: /kv-cache/ }),
  S('9', 'docs/screens.md#the-sidebar', { path: /shell\/stats\/sidebar|use-narrow-screen|compare/ }),
  S('9', 'docs/screens.md#numbers-the-screens-keep'),

  // Our design notes.
  D('1', 'docs/architecture.md#the-product'),
  D('2', 'docs/architecture.md#parts-and-data-flow'),
  D('3', 'docs/server.md#the-kv-cache', { subtitle: /^KV cache$/ }),
  D('3', 'docs/server.md#live-payments', { subtitle: /^(WebSocket|webhooks|home locations)$/ }),
  D('3', 'docs/figures.md#dating', { subtitle: /^Dating$/ }),
  D('3', 'docs/server.md#sessions-and-sign-in', { subtitle: /sessions|login abuse/ }),
  D('3', 'docs/server.md#hydration-and-freshness', { subtitle: /^freshness$/ }),
  D('3', 'docs/server.md#live-payments', { line: /home.location/i }),
  D('3', 'docs/figures.md#money', { line: /cents|money/i, path: /src\/contract|src\/format/ }),
  D('3', 'docs/server.md#bad-input', { line: /refusal|bad input|half-written/i }),
  D('3', 'docs/figures.md#where-figures-are-computed', { line: /figures computed|computed from/i }),
  D('3', 'docs/figures.md#like-for-like', { path: /season-cut|like-for-like|server\/figures\/(like|pace)|season-pace|use-comparison-minute/ }),
  D('3', 'docs/figures.md#dating', { path: /money-day/ }),
  D('3', 'docs/figures.md#payment-breakdown', { path: /src\/analytics\/(tenders|year-tally|season-tally)|payment-breakdown/ }),
  D('3', 'docs/figures.md#items', { path: /src\/analytics\/items|top-items/ }),
  D('3', 'docs/figures.md#returns-and-refunds', { path: /src\/analytics\/(returns|refunds|refund-ledger)|refund-claims/ }),
  D('3', 'docs/figures.md#net-sales', { path: /src\/analytics/ }),
  D('3', 'docs/figures.md#money', { path: /src\/format\/money|wire\.ts/ }),
  D('3', 'docs/server.md#sessions-and-sign-in', { path: /server\/auth|src\/contract\/auth|routes\/auth/ }),
  D('3', 'docs/server.md#live-payments', { path: /home-locations|server\/live|routes\/(webhook|fireworks)|src\/contract\/live/ }),
  D('3', 'docs/server.md#the-kv-cache', { path: /server\/kv|kv-cache/ }),
  D('3', 'docs/server.md#hydration-and-freshness', { path: /server\/square|geocod|server\/emulator/ }),
  D('3', 'docs/server.md#bad-input', { path: /server\/http|server\/routes|src\/contract/ }),
  D('3', 'docs/clock-and-seasons.md#timezones', { path: /src\/season/ }),
  D('3', 'docs/screens.md#the-stats-area', { path: /widgets\/location-map|tile/ }),
  D('3', 'docs/architecture.md#parts-and-data-flow'),
  D('3b', 'docs/clock-and-seasons.md#the-clock', { subtitle: /^Clock$/ }),
  D('3b', 'docs/server.md#live-payments', { subtitle: /^WebSocket sign-in$/ }),
  D('3b', 'docs/server.md#square-and-the-emulator', { subtitle: /lifecycle/ }),
  D('3b', 'docs/clock-and-seasons.md#the-clock', { path: /src\/clock|use-server-clock|page-clock/ }),
  D('3b', 'docs/clock-and-seasons.md#the-clock', { line: /FW_NOW|clock|today|serverTime|expiry agree/ }),
  D('3b', 'docs/clock-and-seasons.md#timezones', { line: /timezone|created_at/ }),
  D('3b', 'docs/server.md#live-payments', { line: /subprotocol|WebSocket|socket|card details|signing key|webhook key/i }),
  D('3b', 'docs/contract.md#envelopes', { line: /its own shape|envelope|answer shape/i }),
  D('3b', 'docs/contract.md#entities', { line: /super_admin|[Rr]oles?\b|Location\b/ }),
  D('3b', 'docs/figures.md#which-orders-count', { line: /COMPLETED|states the table/ }),
  D('3b', 'docs/clock-and-seasons.md#tracked-seasons-and-the-current-season', { line: /season|fixed years|years/i }),
  D('3b', 'docs/server.md#sessions-and-sign-in', { line: /admin. user|password|bootstrap/i }),
  D('3b', 'docs/server.md#square-and-the-emulator', { line: /npm start|emulator/ }),
  D('3b', 'docs/contract.md#paths', { line: /`\/api`|api-base|API base/ }),
  D('3b', 'docs/contract.md#errors', { line: /error/i }),
  D('3b', 'docs/clock-and-seasons.md#tracked-seasons-and-the-current-season', { path: /src\/season|stored-orders|use-season-stats|use-location/ }),
  D('3b', 'docs/contract.md#errors', { path: /src\/contract\/validation|server\/http\/errors|src\/api\/errors/ }),
  D('3b', 'docs/contract.md#envelopes', { path: /envelope|routes\/health|src\/contract\/health/ }),
  D('3b', 'docs/contract.md#entities', { path: /src\/contract\/(location|square-location|users)|server\/auth\/roles|store-locations/ }),
  D('3b', 'docs/server.md#configuration', { path: /server\/config|admin-settings/ }),
  D('3b', 'docs/server.md#square-and-the-emulator', { path: /lifecycle|server\/start|run-build/ }),
  D('3b', 'docs/server.md#hydration-and-freshness', { path: /server\/square/ }),
  D('3b', 'docs/server.md#live-payments', { path: /routes\/fireworks|src\/live|server\/live/ }),
  D('3b', 'docs/release-and-embedding.md#embedding', { path: /cors|security-headers|public-origin|unreachable/ }),
  D('3b', 'docs/shell-and-widgets.md#sign-in-and-sessions', { path: /src\/api|src\/elements|widgets\/widget-kit\/forms|src\/stores/ }),
  D('3b', 'docs/contract.md#paths'),
  D('3c', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { subtitle: /page singletons/ }),
  D('3c', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { line: /[Ff]reshness|figures changed|refresh/ }),
  D('3c', 'docs/release-and-embedding.md#embedding', { path: /compressed-files|static-assets/ }),
  D('3c', 'docs/figures.md#where-figures-are-computed', { path: /server\/figures|square-figures|square-pace|src\/contract\/figures|src\/analytics|stats-model|raw-orders/ }),
  D('3c', 'docs/shell-and-widgets.md#one-page-one-set-of-connections', { path: /src\/api\/(queries|query-cache)|src\/page|src\/live|page-clock|use-live-updates/ }),
  D('3c', 'docs/shell-and-widgets.md#shared-parts-the-kits', { path: /widgets\/ui-kit/ }),
  D('3c', 'docs/shell-and-widgets.md#styles-and-themes', { path: /style-sheets|use-styles|src\/elements\/theme|color-scheme|shadow-frame/ }),
  D('3c', 'docs/shell-and-widgets.md#the-widget-list-and-the-route-table', { path: /widget-list|screens-widgets/ }),
  D('3c', 'docs/shell-and-widgets.md#links-and-navigation', { path: /widget-link|host-events|shell\/routing/ }),
  D('3c', 'docs/release-and-embedding.md#embedding', { path: /autoload|static-assets|examples/ }),
  D('3c', 'docs/release-and-embedding.md#the-package', { path: /widgets\/(index|elements|standalone)\.ts|elements-manifest|tsup|package/ }),
  D('3c', 'docs/server.md#several-instances', { path: /cluster|fanout|postgres/ }),
  D('3c', 'docs/server.md#the-kv-cache', { path: /server\/kv|compress|cached-bytes/ }),
  D('3c', 'docs/shell-and-widgets.md#down-attributes-up-events', { path: /src\/elements|widgets/ }),
  D('3c', 'docs/shell-and-widgets.md'),
  D('4', 'docs/shell-and-widgets.md#shared-parts-the-kits', { subtitle: /^widget-kit$/ }),
  D('4', 'docs/shell-and-widgets.md#shared-parts-the-kits', { path: /widgets\/(widget-kit|ui-kit)/ }),
  D('4', 'docs/architecture.md#layout-of-the-repository'),
  D('5', 'docs/architecture.md#walls-between-the-parts', { path: /eslint|tests\/lint/ }),
  D('5', 'docs/architecture.md#conventions'),
  D('6', 'docs/architecture.md#what-is-measured'),
  D('7', 'docs/architecture.md#what-the-tests-need'),
  D('8', 'docs/release-and-embedding.md'),
]

/** The page and heading a citation points at now. */
export function targetOf(document: CitedDocument, section: string, subtitle: string | undefined, path: string, line = ''): string {
  const rule = RULES.find(
    (candidate) =>
      candidate.document === document &&
      candidate.section === section &&
      (candidate.subtitle === undefined || (subtitle !== undefined && candidate.subtitle.test(subtitle))) &&
      (candidate.path === undefined || candidate.path.test(path)) &&
      (candidate.line === undefined || candidate.line.test(line)),
  )
  if (!rule) throw new Error(`${path}: no page for a citation of ${document} section ${section}${subtitle ? ` ${subtitle}` : ''}`)
  return rule.to
}
