// A configured URL as it may be shown to a person (the admin Settings page): services take their
// keys in the user info (https://user:key@host), in query strings (?key=…, ?access_token=…) and
// now and then in a fragment, so all three are hidden; the scheme, host, port, path and the
// parameters' names stay, which is what an admin checks. Map tile templates keep their {z}/{x}/{y}.
const HIDDEN = '[redacted]'

/** Marks each {placeholder} of a template with a token the URL parser keeps as it is. */
function markPlaceholders(url: string): { marked: string; restore: (text: string) => string } {
  const placeholders: string[] = []
  const marked = url.replace(/\{[^{}]*\}/g, (placeholder) => `fwplaceholder${placeholders.push(placeholder) - 1}x`)
  return { marked, restore: (text) => text.replace(/fwplaceholder(\d+)x/g, (_token, index: string) => placeholders[Number(index)] ?? '') }
}

/** The query with each value hidden (`?key=[redacted]`); a bare parameter may be a key itself. */
function redactedQuery(search: string): string {
  const parts = search
    .slice(1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=${HIDDEN}` : HIDDEN))
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}

/** `url` without its user name, password, query values and fragment; a URL that cannot be read is hidden whole. */
export function redactedUrl(url: string): string {
  const { marked, restore } = markPlaceholders(url)
  let parsed: URL
  try {
    parsed = new URL(marked)
  } catch {
    return HIDDEN
  }
  // An origin written without a path ("https://intranet.example") is shown without one.
  const hasPath = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\//i.test(marked)
  const path = hasPath || parsed.pathname !== '/' ? parsed.pathname : ''
  const fragment = parsed.hash.length > 1 ? `#${HIDDEN}` : ''
  return restore(`${parsed.protocol}//${parsed.host}${path}${redactedQuery(parsed.search)}${fragment}`)
}
