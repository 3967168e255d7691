// @vitest-environment jsdom
import { act, useEffect, useState } from 'react'
import { defineWidget } from './define-widget'
import type { WidgetElement } from './define-widget'
import { defineStyles } from './style-sheets'
import { useStyles } from './use-styles'
import { useWidget } from './widget-context'
import { restoreSession } from '../stores/session'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface ProbeProps {
  label?: string
  count?: number
  compact?: boolean
  years?: string[]
  options?: { size: number }
  rows?: number[]
  onPick?: (detail: unknown) => void
}

const probeStyles = defineStyles('.probe-style { color: hotpink; }')

/** Renders its props as text so tests read exactly what the component received. */
function Probe({ label = 'default label', count = 7, compact = false, years = [], options, rows = [], onPick }: ProbeProps) {
  useStyles(probeStyles)
  const context = useWidget()
  const [navigated, setNavigated] = useState('')
  const [clicks, setClicks] = useState(0)
  return (
    <div>
      <p data-testid="label">{label}</p>
      <p data-testid="count">{`${count}:${typeof count}`}</p>
      <p data-testid="compact">{String(compact)}</p>
      <p data-testid="years">{years.join('|')}</p>
      <p data-testid="options">{options ? options.size : 'none'}</p>
      <p data-testid="rows">{rows.reduce((a, b) => a + b, 0)}</p>
      <p data-testid="api-base">{context.apiBase}</p>
      <p data-testid="token">{context.token ?? 'no token'}</p>
      <p data-testid="theme">{context.theme}</p>
      <p data-testid="link-template">{context.linkTemplate ?? 'no template'}</p>
      <p data-testid="navigated">{navigated}</p>
      <p data-testid="in-shadow">{String(context.shadowRoot === context.host?.shadowRoot && context.portalContainer?.getRootNode() === context.shadowRoot)}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>{`clicked ${clicks}`}</button>
      <button type="button" onClick={() => onPick?.({ id: 'a' })}>pick</button>
      <button type="button" onClick={() => context.emit('fw-signed-in', { username: 'ann' })}>ping</button>
      <button type="button" onClick={() => setNavigated(String(context.emit('fw-navigate', { href: '/x' }, { cancelable: true })))}>go</button>
    </div>
  )
}

const mounts = { count: 0 }
function MountCounter() {
  useEffect(() => {
    mounts.count += 1
    return () => {
      mounts.count -= 1
    }
  }, [])
  return <Probe />
}

defineWidget('fw-probe', Probe, {
  attributes: {
    label: 'string',
    count: 'number',
    compact: 'boolean',
    years: 'list',
    'probe-options': { prop: 'options', type: 'json' },
  },
  properties: ['rows'],
  events: [{ prop: 'onPick', event: 'fw-navigate' }, 'fw-signed-in'],
})
defineWidget('fw-mount-counter', MountCounter)

function text(el: HTMLElement, testId: string): string | null | undefined {
  return el.shadowRoot?.querySelector(`[data-testid="${testId}"]`)?.textContent
}

async function mount(html: string): Promise<WidgetElement> {
  const holder = document.createElement('div')
  await act(async () => {
    holder.innerHTML = html
    document.body.append(holder)
  })
  return holder.firstElementChild as WidgetElement
}

// A signed-in page: widgets without a token follow the stored session, and without one they
// would show the sign-in prompt instead of the component under test.
beforeEach(() => {
  localStorage.setItem('auth_token', 'stored-token')
  localStorage.setItem('auth_token_expiry', String(Date.now() + 3_600_000))
  localStorage.setItem('auth_user', JSON.stringify({ username: 'ann', roles: ['user'] }))
  restoreSession()
})

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
  })
  localStorage.clear()
})

describe('defineWidget', () => {
  it('renders the component inside one open shadow root', async () => {
    const el = await mount('<fw-probe label="Hello"></fw-probe>')
    expect(el.shadowRoot?.mode).toBe('open')
    expect(el.shadowRoot?.querySelector('.fw-root')).not.toBeNull()
    expect(text(el, 'label')).toBe('Hello')
    expect(el.textContent).toBe('') // nothing leaks into the light DOM
  })

  it('maps kebab-case attributes to typed props', async () => {
    const el = await mount(`<fw-probe count="12" compact years="2024, 2025" probe-options='{"size":3}'></fw-probe>`)
    expect(text(el, 'count')).toBe('12:number')
    expect(text(el, 'compact')).toBe('true')
    expect(text(el, 'years')).toBe('2024|2025')
    expect(text(el, 'options')).toBe('3')
    await act(async () => el.setAttribute('compact', 'false'))
    expect(text(el, 'compact')).toBe('false')
  })

  it('resets a prop to the component default when its attribute is removed', async () => {
    const el = await mount('<fw-probe label="Set" count="3"></fw-probe>')
    await act(async () => {
      el.removeAttribute('label')
      el.removeAttribute('count')
    })
    expect(text(el, 'label')).toBe('default label')
    expect(text(el, 'count')).toBe('7:number')
  })

  it('falls back to the default for an unreadable number or JSON', async () => {
    const el = await mount(`<fw-probe count="many" probe-options="{oops"></fw-probe>`)
    expect(text(el, 'count')).toBe('7:number')
    expect(text(el, 'options')).toBe('none')
  })

  it('exposes props as properties, including non-string ones', async () => {
    const el = await mount('<fw-probe count="2"></fw-probe>')
    expect(el.count).toBe(2)
    await act(async () => {
      el.rows = [1, 2, 3]
      el.options = { size: 9 }
    })
    expect(text(el, 'rows')).toBe('6')
    expect(text(el, 'options')).toBe('9')
    expect(el.rows).toEqual([1, 2, 3])
    await act(async () => {
      el.rows = undefined
    })
    expect(text(el, 'rows')).toBe('0')
  })

  it('keeps a property set before the tag was defined', async () => {
    const early = document.createElement('fw-probe-late') as WidgetElement
    early.rows = [10, 5]
    document.body.append(early)
    await act(async () => {
      defineWidget('fw-probe-late', Probe, { properties: ['rows'] })
    })
    expect(text(early, 'rows')).toBe('15')
  })

  it('dispatches fw-* events that bubble and cross the shadow boundary', async () => {
    const el = await mount('<fw-probe></fw-probe>')
    const seen: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean; target: EventTarget | null }> = []
    const listener = (event: Event) => {
      const custom = event as CustomEvent
      seen.push({ type: custom.type, detail: custom.detail, bubbles: custom.bubbles, composed: custom.composed, target: custom.target })
    }
    document.addEventListener('fw-navigate', listener)
    document.addEventListener('fw-signed-in', listener)
    const buttons = Array.from(el.shadowRoot?.querySelectorAll('button') ?? [])
    await act(async () => {
      buttons.find((b) => b.textContent === 'pick')?.click()
      buttons.find((b) => b.textContent === 'ping')?.click()
    })
    document.removeEventListener('fw-navigate', listener)
    document.removeEventListener('fw-signed-in', listener)
    expect(seen).toEqual([
      { type: 'fw-navigate', detail: { id: 'a' }, bubbles: true, composed: true, target: el },
      { type: 'fw-signed-in', detail: { username: 'ann' }, bubbles: true, composed: true, target: el },
    ])
  })

  it('lets the host cancel a cancelable event, and tells the widget it was cancelled', async () => {
    const el = await mount('<fw-probe></fw-probe>')
    const go = () => Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).find((b) => b.textContent === 'go')
    await act(async () => go()?.click())
    expect(text(el, 'navigated')).toBe('true')
    const cancel = (event: Event) => event.preventDefault()
    document.addEventListener('fw-navigate', cancel)
    await act(async () => go()?.click())
    document.removeEventListener('fw-navigate', cancel)
    expect(text(el, 'navigated')).toBe('false')
  })

  it('is safe to define the same tag twice', () => {
    const first = customElements.get('fw-probe')
    const again = defineWidget('fw-probe', () => null)
    expect(again).toBe(first)
  })

  it('keeps React state when the element moves', async () => {
    const el = await mount('<fw-probe></fw-probe>')
    const counter = () => Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).find((b) => b.textContent?.startsWith('clicked'))
    await act(async () => counter()?.click())
    await act(async () => counter()?.click())
    expect(counter()?.textContent).toBe('clicked 2')
    const elsewhere = document.createElement('section')
    await act(async () => {
      document.body.append(elsewhere)
      elsewhere.append(el)
    })
    expect(el.parentElement).toBe(elsewhere)
    expect(counter()?.textContent).toBe('clicked 2')
  })

  it('unmounts once the element is really removed', async () => {
    const el = await mount('<fw-mount-counter></fw-mount-counter>')
    expect(mounts.count).toBe(1)
    await act(async () => {
      document.body.append(el) // a move
    })
    expect(mounts.count).toBe(1)
    await act(async () => {
      el.remove()
    })
    expect(mounts.count).toBe(0)
    await act(async () => {
      document.body.append(el)
    })
    expect(mounts.count).toBe(1)
  })

  it('passes api-base, token, theme and link-template to the context, not the component', async () => {
    const el = await mount('<fw-probe api-base="https://example.test/api" token="t0k" theme="dark" link-template="/stats/details/location/{id}/stats"></fw-probe>')
    expect(text(el, 'api-base')).toBe('https://example.test/api')
    expect(text(el, 'token')).toBe('t0k')
    expect(text(el, 'theme')).toBe('dark')
    expect(text(el, 'link-template')).toBe('/stats/details/location/{id}/stats')
    expect(text(el, 'in-shadow')).toBe('true')
    await act(async () => {
      el.removeAttribute('api-base')
      el.removeAttribute('theme')
    })
    expect(text(el, 'api-base')).toBe(`${location.origin}/api`)
    expect(text(el, 'theme')).toBe('system')
  })

  it('reflects the theme property to its attribute, so the theme CSS follows', async () => {
    const el = await mount('<fw-probe></fw-probe>')
    await act(async () => {
      el.theme = 'dark'
    })
    expect(el.getAttribute('theme')).toBe('dark')
    expect(text(el, 'theme')).toBe('dark')
    await act(async () => {
      el.theme = undefined
    })
    expect(el.hasAttribute('theme')).toBe(false)
    expect(text(el, 'theme')).toBe('system')
  })

  it('loads the base sheet first, then the sheets of what renders, into the shadow root only', async () => {
    const el = await mount('<fw-probe></fw-probe>')
    // jsdom has no adoptedStyleSheets: the <style> fallback is used (style-sheets.test covers adoption).
    const styles = Array.from(el.shadowRoot?.querySelectorAll('style') ?? []).map((s) => s.textContent ?? '')
    expect(styles).toHaveLength(2)
    expect(styles[0]).toContain('--fw-bg')
    expect(styles[1]).toBe('.probe-style { color: hotpink; }')
    // Not into the page: none of the widget's styles reach the document's head.
    const inHead = Array.from(document.head.querySelectorAll('style')).map((style) => style.textContent ?? '')
    expect(inHead.filter((text) => text.includes('.probe-style') || text === styles[0])).toEqual([])
  })
})
