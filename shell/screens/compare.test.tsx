// @vitest-environment jsdom
// The compare screen renders fw-compare at /stats/details/compare and nothing at its index,
// /stats/details/compare/ (docs/screens.md#compare).
import { cleanup, render } from '@testing-library/react'
import CompareScreen, { isCompareIndex } from './compare'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('the compare screen', () => {
  it('shows fw-compare at the route itself', () => {
    window.history.replaceState(null, '', '/stats/details/compare?locations=A,B&years=2025')
    const { container } = render(<CompareScreen route="compare" params={{}} search={{ locations: 'A,B', years: '2025' }} />)
    expect(container.querySelector('fw-compare')).not.toBeNull()
  })

  it('renders nothing at the index, with the trailing slash', () => {
    window.history.replaceState(null, '', '/stats/details/compare/?locations=A,B&years=2025')
    const { container } = render(<CompareScreen route="compare" params={{}} search={{ locations: 'A,B', years: '2025' }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('tells the index by the trailing slash alone', () => {
    expect(isCompareIndex('/stats/details/compare/')).toBe(true)
    expect(isCompareIndex('/stats/details/compare')).toBe(false)
    expect(isCompareIndex('/')).toBe(false)
  })
})
