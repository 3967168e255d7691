// The live socket's address from the API base (`/api` of the page's origin by default, or an
// absolute base for a widget embedded on another origin): same host, ws: or wss:.

/** `{apiBase}/ws/fireworks` as a ws:/wss: URL, resolved against the page's address. */
export function liveSocketUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/ws/fireworks`, pageUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}
