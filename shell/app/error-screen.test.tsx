// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ErrorBoundary } from './error-boundary'
import { isChunkLoadError } from './chunk-error'
import { ErrorScreen } from './error-screen'
import { LoadingScreen } from './loading-screen'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(cleanup)

let failing = true
function Flaky() {
  if (failing) throw new Error('The stats answer could not be read')
  return <p>Figures</p>
}

describe('the error screen', () => {
  beforeEach(() => {
    failing = true
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it("shows 'Something went wrong' with the message, and 'Try again' renders the screen anew", async () => {
    render(
      <ErrorBoundary resetKey="/stats">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('The stats answer could not be read')).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Figures')).toBeInTheDocument()
  })

  it("'Go Home' goes to /stats/details/compare", async () => {
    window.history.replaceState(null, '', '/stats/locations/map')
    render(
      <ErrorBoundary resetKey="/stats/locations/map">
        <Flaky />
      </ErrorBoundary>,
    )
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(window.location.pathname).toBe('/stats/details/compare')
  })

  it('clears the error when the URL changes', () => {
    function Host() {
      const [path, setPath] = useState('/a')
      return (
        <>
          <button onClick={() => setPath('/b')}>move</button>
          <ErrorBoundary resetKey={path}>
            <Flaky />
          </ErrorBoundary>
        </>
      )
    }
    render(<Host />)
    expect(screen.getByText('Something went wrong')).toBeInTheDocument()
    failing = false
    act(() => screen.getByText('move').click())
    expect(screen.getByText('Figures')).toBeInTheDocument()
  })
})

describe('a screen whose code could not be downloaded', () => {
  const chunkFailure = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8787/assets/location-orders-Bx12.js')

  it('says so in words, never with the module URL, and Try again loads the page again', async () => {
    const reload = vi.fn()
    const onRetry = vi.fn()
    render(<ErrorScreen error={chunkFailure} onRetry={onRetry} reload={reload} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the dashboard could not be downloaded. Check the connection, then try again.')
    expect(screen.getByRole('alert').textContent).not.toMatch(/https?:|\.js/)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it("is told apart from other failures in each browser's words", () => {
    expect(isChunkLoadError(chunkFailure)).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('HTTP error! status: 500'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('the loading screen', () => {
  it("says 'Loading...' only after 200 ms", () => {
    vi.useFakeTimers()
    try {
      render(<LoadingScreen />)
      expect(screen.getByRole('status')).toHaveTextContent('')
      act(() => vi.advanceTimersByTime(199))
      expect(screen.getByRole('status')).toHaveTextContent('')
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    } finally {
      vi.useRealTimers()
    }
  })
})
