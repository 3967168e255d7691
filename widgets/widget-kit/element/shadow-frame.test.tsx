// @vitest-environment jsdom
// A widget used as a plain React component gets what its element gets: a shadow root with the base
// sheet, the theme on its host, the WidgetRoot's API settings, and its events on onEvent.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { baseStyles } from '../../../src/elements/theme'
import { useWidget } from '../../../src/elements/widget-context'
import { WidgetRoot } from './define-widget'
import { framedWidget } from './shadow-frame'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ label }: { label: string }) {
  const context = useWidget()
  return (
    <button type="button" onClick={() => context.emit('fw-navigate', { href: '/x' }, { cancelable: true })}>
      {`${label} ${context.theme} ${context.apiBase} ${context.token ?? '-'} ${context.shadowRoot ? 'shadow' : 'light'}`}
    </button>
  )
}
const FramedProbe = framedWidget(Probe)

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('a widget as a React component', () => {
  it('renders in its own shadow root with the base sheet, the theme on its host and its API settings', async () => {
    const events: string[] = []
    await act(async () => {
      root.render(<FramedProbe label="hello" theme="dark" apiBase="https://dash.example/api" token="t1" className="mine" onEvent={(event) => events.push(`${event.type} ${JSON.stringify(event.detail)}`)} />)
    })
    const host = container.firstElementChild as HTMLElement
    expect(host.className).toBe('mine')
    expect(host.getAttribute('theme')).toBe('dark')
    expect(container.textContent).toBe('') // nothing in the light DOM
    const shadow = host.shadowRoot!
    const button = shadow.querySelector('button')!
    expect(button.textContent).toBe('hello dark https://dash.example/api t1 shadow')
    // jsdom adopts no constructed sheets: the base sheet arrives as a <style> in the shadow root.
    expect([...shadow.querySelectorAll('style')].map((style) => style.textContent)).toContain(baseStyles.css)
    await act(async () => button.click())
    expect(events).toEqual(['fw-ready {"apiBase":"https://dash.example/api","credential":"token"}', 'fw-navigate {"href":"/x"}'])
  })

  it('renders as it is inside a WidgetRoot (its element, a story, a test): one root only', async () => {
    await act(async () => {
      root.render(
        <WidgetRoot token="outer" apiBase="/api-outer">
          <FramedProbe label="inner" token="ignored" />
        </WidgetRoot>,
      )
    })
    expect(container.querySelector('button')?.textContent).toBe('inner system /api-outer outer light')
  })
})
