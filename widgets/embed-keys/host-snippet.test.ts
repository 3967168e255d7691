// The snippet a host pastes names this dashboard's exchange and autoloader, keeps the key on the
// server, and gives every widget the token.
import { backEndSnippet, pageSnippet } from './host-snippet'

describe('the host snippet', () => {
  it('exchanges the key from the environment at this dashboard, never writing the key itself', () => {
    const code = backEndSnippet({ apiBase: 'https://dash.example/api/', locationIds: ['L1'] })
    expect(code).toContain("fetch('https://dash.example/api/embed/tokens', {")
    expect(code).toContain('JSON.stringify({ key: process.env.FW_EMBED_KEY })')
    expect(code).not.toMatch(/fwk_/)
  })

  it("loads this dashboard's autoloader and hands the token to a widget per location, the first three, and the live feed", () => {
    expect(pageSnippet({ apiBase: 'https://dash.example/api', locationIds: ['L1', 'L2', 'L3', 'L4'] })).toBe(
      [
        '<script type="module" src="https://dash.example/dist/autoloader.js"></script>',
        '',
        '<fw-location-stats location-id="L1" token="${token}"></fw-location-stats>',
        '<fw-location-stats location-id="L2" token="${token}"></fw-location-stats>',
        '<fw-location-stats location-id="L3" token="${token}"></fw-location-stats>',
        '<fw-live-payments token="${token}"></fw-live-payments>',
      ].join('\n'),
    )
  })
})
