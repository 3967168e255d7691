// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { fillLinkTemplate, WidgetLink } from './widget-link'
import { WidgetRoot } from '../../../src/elements/widget-root'

function link(props: { linkTemplate?: string; onEvent?: (event: CustomEvent) => void }) {
  return render(
    <WidgetRoot token="test-token" linkTemplate={props.linkTemplate} onEvent={props.onEvent}>
      <WidgetLink params={{ id: 'L 1' }} defaultTemplate="/locations/{id}">
        Oakdale Tent
      </WidgetLink>
    </WidgetRoot>,
  )
}

describe('WidgetLink', () => {
  it('fills the template, encoding each value, and leaves unknown placeholders alone', () => {
    expect(fillLinkTemplate('/stats/details/location/{id}/stats', { id: 'L/1' })).toBe('/stats/details/location/L%2F1/stats')
    expect(fillLinkTemplate('/orders/{year}/{orderId}', { year: 2025 })).toBe('/orders/2025/{orderId}')
  })

  it("writes a real link from the host's link-template, else the widget's own", () => {
    link({})
    expect(screen.getByRole('link', { name: 'Oakdale Tent' })).toHaveAttribute('href', '/locations/L%201')
  })

  it('lets a host that routes itself cancel the navigation', () => {
    const onEvent = vi.fn((event: CustomEvent) => event.preventDefault())
    link({ linkTemplate: '/stats/details/location/{id}/stats', onEvent })
    const anchor = screen.getByRole('link', { name: 'Oakdale Tent' })
    expect(anchor).toHaveAttribute('href', '/stats/details/location/L%201/stats')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    anchor.dispatchEvent(click)
    const navigations = onEvent.mock.calls.filter(([event]) => event.type === 'fw-navigate')
    expect(navigations).toHaveLength(1)
    expect(navigations[0]?.[0]).toMatchObject({ type: 'fw-navigate', detail: { href: '/stats/details/location/L%201/stats' } })
    expect(click.defaultPrevented).toBe(true)
  })

  it('leaves the browser to follow the link when nobody cancels, and ignores modified clicks', () => {
    const onEvent = vi.fn((_event: CustomEvent) => undefined)
    link({ onEvent })
    const anchor = screen.getByRole('link', { name: 'Oakdale Tent' })
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    anchor.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(false)
    fireEvent.click(anchor, { ctrlKey: true })
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'fw-navigate')).toHaveLength(1)
  })
})
