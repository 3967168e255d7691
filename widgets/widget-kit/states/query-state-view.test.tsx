// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { ApiHttpError } from '../../../src/api/errors'
import { QueryStateView } from './query-state-view'
import type { QueryState } from './use-query'

function view(state: QueryState<string[]>) {
  return (
    <QueryStateView state={state} className="fw-thing" what="the things" loading={<p>Loading things...</p>} isEmpty={(data) => data.length === 0} empty={<p>No things</p>}>
      {(data) => <ul>{data.map((item) => <li key={item}>{item}</li>)}</ul>}
    </QueryStateView>
  )
}

describe('QueryStateView', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows nothing for the first 200 ms of loading, then the loading view', () => {
    const { container } = render(view({ status: 'loading' }))
    expect(container.firstElementChild).toHaveAttribute('data-status', 'pending')
    expect(screen.queryByText('Loading things...')).toBeNull()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByText('Loading things...')).toBeInTheDocument()
    expect(container.firstElementChild).toHaveClass('fw-thing')
  })

  it("names what failed with the server's message, in an alert, and offers Retry", () => {
    const retry = vi.fn()
    render(view({ status: 'error', error: new ApiHttpError(500, 'The database is unavailable', 'INTERNAL'), retry }))
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the things. The database is unavailable')
    act(() => screen.getByRole('button', { name: 'Retry' }).click())
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('offers no Retry where asking again cannot help', () => {
    render(view({ status: 'error', error: new Error('No location selected') }))
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the things. No location selected')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('says the reader is signed out on a 401, instead of an error', () => {
    render(view({ status: 'error', error: new ApiHttpError(401, 'Session expired', 'UNAUTHORIZED') }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Signed out')
  })

  it('shows the empty view for an answer with nothing in it, else the answer', () => {
    const { rerender } = render(view({ status: 'ready', data: [], refreshing: false }))
    expect(screen.getByText('No things')).toBeInTheDocument()
    rerender(view({ status: 'ready', data: ['sparkler'], refreshing: false }))
    expect(screen.getByRole('listitem')).toHaveTextContent('sparkler')
  })
})
