// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import SquareScreen, { NOT_CONFIGURED_TEXT } from './square-screen'

function answerWith(squareCredentialsUrl: string | null) {
  const body = { success: true, data: { tileUrl: 'https://t/{z}/{x}/{y}.png', tileUrlDark: 'https://t/{z}/{x}/{y}.png', tileAttribution: 'OSM', squareCredentialsUrl } }
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))))
}

afterEach(() => vi.unstubAllGlobals())

describe('/square', () => {
  it("says 'Redirecting to Square credentials...' and goes to the configured page without a session", async () => {
    answerWith('https://credentials.example.com/square')
    const go = vi.fn()
    render(<SquareScreen go={go} />)
    expect(screen.getByText('Redirecting to Square credentials...')).toBeInTheDocument()
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://credentials.example.com/square'))
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/client-config$/)
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('says plainly when no credentials page is configured', async () => {
    answerWith(null)
    const go = vi.fn()
    render(<SquareScreen go={go} />)
    expect(await screen.findByText(NOT_CONFIGURED_TEXT)).toBeInTheDocument()
    expect(go).not.toHaveBeenCalled()
  })
})
