// Where the fireworks samples are: the three files scripts/make-fireworks-sounds.ts writes into
// public/sounds, served by the dashboard's server beside its API (so an intranet page embedding
// the element from another origin fetches them from the dashboard, not from its own site).

export const SOUND_FILE_NAMES = ['fireworks-1.wav', 'fireworks-2.wav', 'fireworks-3.wav'] as const

/** The samples' URLs for an API at `apiBase` (`https://host/api` → `https://host/sounds/…`). */
export function soundFileUrls(apiBase: string, pageUrl: string = typeof location === 'undefined' ? 'http://127.0.0.1/' : location.href): string[] {
  const api = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, pageUrl)
  return SOUND_FILE_NAMES.map((name) => new URL(`../sounds/${name}`, api).href)
}
