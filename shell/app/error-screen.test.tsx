// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ErrorBoundary } from './error-boundary'
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
