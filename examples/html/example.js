// The example page's few lines of glue: which location to show (?location=ID, or the first
// active location the API lists), the widget theme, and a sign-in form when no session is
// stored. The widgets do everything else themselves.
const params = new URLSearchParams(location.search)
const apiBase = `${location.origin}/api`
const stats = document.querySelector('fw-location-stats')
const signIn = document.querySelector('fw-sign-in')
const status = document.getElementById('page-status')
const themeSelect = document.getElementById('theme')

for (const name of ['years', 'days']) {
  if (params.has(name)) stats.setAttribute(name, params.get(name) ?? '')
}

/** Applies a widget theme to every fw-* element on the page. */
function applyTheme(theme) {
  themeSelect.value = theme
  for (const element of document.querySelectorAll('fw-sign-in, fw-location-stats')) element.setAttribute('theme', theme)
}
applyTheme(['light', 'dark', 'system'].includes(params.get('theme')) ? params.get('theme') : 'system')
themeSelect.addEventListener('change', () => applyTheme(themeSelect.value))

/** The stored session's token, when it has not expired (the stored session keys, docs/contract.md#entities). */
function storedToken() {
  const token = localStorage.getItem('auth_token')
  const expiry = Number(localStorage.getItem('auth_token_expiry'))
  return token && expiry > Date.now() ? token : null
}

/** The first active location with any season figures, else the first location. */
async function firstLocationId(token) {
  const response = await fetch(`${apiBase}/square/locations`, { headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok) return null
  const { data } = await response.json()
  const active = data.locations.filter((item) => item.status === 'ACTIVE')
  const withSales = active.find((item) => Object.values(item.stats).some((year) => year.totalTransactions > 0))
  return (withSales ?? active[0] ?? data.locations[0])?.id ?? null
}

async function showStats() {
  const token = storedToken()
  const id = params.get('location') ?? (token ? await firstLocationId(token) : null)
  if (!id) {
    status.textContent = token ? 'No locations found' : 'Sign in to see the figures.'
    signIn.hidden = Boolean(token)
    return
  }
  status.textContent = ''
  stats.setAttribute('location-id', id)
  stats.hidden = false
}

// With an explicit location the widget asks for a sign-in itself when it needs one; without
// one, the page needs a session to list locations, so it shows fw-sign-in first.
document.addEventListener('fw-signed-in', () => {
  signIn.hidden = false // now offers Sign out
  if (!stats.hasAttribute('location-id')) void showStats()
})
void showStats()
