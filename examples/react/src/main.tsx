// A React app of another intranet team using the package two ways: the LocationStats component,
// and the <fw-summary-cards> and <fw-top-items> elements in JSX (typed by the package), which the
// autoloader registers when they first appear, loading only those two tags' chunks. The dashboard
// server's API, the location and the token come from the page's URL (?api=…&location=…#token): a
// real app would sign in through POST /api/auth/login, or let a widget's own sign-in prompt do it.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { LocationStats } from '@fireworks/dashboard'
import '@fireworks/dashboard/autoloader'

const search = new URLSearchParams(location.search)
const apiBase = search.get('api') ?? undefined
const locationId = search.get('location') ?? ''
const token = location.hash.slice(1) || undefined

function App() {
  const [lastLink, setLastLink] = useState('none yet')
  const [signedOut, setSignedOut] = useState<string | null>(null)
  return (
    <main style={{ background: '#0b1120', color: '#f1f5f9', padding: 16 }}>
      <h1>Stand figures</h1>
      <p>Last link followed: {lastLink}</p>
      <h2>As a component</h2>
      <LocationStats
        locationId={locationId}
        years={['2024', '2025']}
        theme="dark"
        apiBase={apiBase}
        token={token}
        onEvent={(event) => {
          if (event.type === 'fw-navigate') setLastLink(String((event.detail as { href: string }).href))
        }}
      />
      <h2>As elements</h2>
      <fw-summary-cards
        location-id={locationId}
        years="2025"
        theme="dark"
        api-base={apiBase}
        token={token}
        onfw-unauthorized={(event) => setSignedOut(event.detail.apiBase)}
      />
      <fw-top-items location-id={locationId} years="2025" theme="dark" api-base={apiBase} token={token} />
      {signedOut ? <p role="alert">Signed out of {signedOut}: sign in again.</p> : null}
    </main>
  )
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
