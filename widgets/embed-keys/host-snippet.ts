// The exact code a host team pastes: its back end exchanging the key for a token each time it
// serves the page (the key stays on the server, in an environment variable), and the page loading
// the autoloader from this dashboard and handing the token to the widgets, one per location.

export interface HostSnippetInput {
  /** The dashboard's API, absolute (`https://dash.example/api`). */
  apiBase: string
  /** The key's locations, to show one widget each (the first few). */
  locationIds: readonly string[]
}

/** How many location widgets the snippet writes out. */
const SHOWN_LOCATIONS = 3

/** The dashboard's origin from its API base. */
function dashboardOrigin(apiBase: string): string {
  try {
    return new URL(apiBase).origin
  } catch {
    return apiBase.replace(/\/api\/?$/, '')
  }
}

/** The back end's part: Node 18 or later, with the key in FW_EMBED_KEY. */
export function backEndSnippet({ apiBase }: HostSnippetInput): string {
  const api = apiBase.replace(/\/+$/, '')
  return [
    '// On your server, each time it serves the page (Node 18+). The key stays here: never send it to a browser.',
    `const answer = await fetch('${api}/embed/tokens', {`,
    "  method: 'POST',",
    "  headers: { 'Content-Type': 'application/json' },",
    '  body: JSON.stringify({ key: process.env.FW_EMBED_KEY }),',
    '}).then((response) => response.json())',
    '// A read-only token for 15 minutes; the widgets renew it themselves before it ends.',
    'const token = answer.data.access_token',
  ].join('\n')
}

/** The page's part, with `${token}` where the back end writes the token in. */
export function pageSnippet({ apiBase, locationIds }: HostSnippetInput): string {
  const origin = dashboardOrigin(apiBase)
  const widgets = locationIds.slice(0, SHOWN_LOCATIONS).map((id) => `<fw-location-stats location-id="${id}" token="\${token}"></fw-location-stats>`)
  return [`<script type="module" src="${origin}/dist/autoloader.js"></script>`, '', ...widgets, '<fw-live-payments token="${token}"></fw-live-payments>'].join('\n')
}
