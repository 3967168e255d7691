// Renders stories the way the page sees a widget: inside an open shadow root with the widget
// theme's base sheet and the widgets' own sheets adopted, the --fw-* tokens set by the `theme`
// attribute, and popovers portalled into the shadow root's portal layer.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from '../src/elements/style-sheets'
import { baseStyles, type ThemeName } from '../src/elements/theme'
import { WidgetProvider } from '../src/elements/widget-context'
import { locationStatsSheets } from '../widgets/location-stats/styles'

/** The page around a widget in a story: its theme's background, some room. */
const SURFACE_STYLES = `.fw-story-surface { background: var(--fw-bg); color: var(--fw-fg); padding: 16px; }`

const STORY_STYLES = [baseStyles, ...locationStatsSheets, SURFACE_STYLES]

interface Shadow {
  root: ShadowRoot
  mount: HTMLDivElement
  portal: HTMLDivElement
}

export interface WidgetFrameProps {
  theme: ThemeName
  children: ReactNode
}

export function WidgetFrame({ theme, children }: WidgetFrameProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [shadow, setShadow] = useState<Shadow | null>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    // Strict mode runs this twice: a host keeps the shadow root it got the first time.
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    if (root.childElementCount === 0) {
      adoptStyles(root, STORY_STYLES)
      const mount = document.createElement('div')
      mount.className = 'fw-root'
      const portal = document.createElement('div')
      portal.className = 'fw-portal'
      root.append(mount, portal)
    }
    setShadow({
      root,
      mount: root.querySelector<HTMLDivElement>('.fw-root')!,
      portal: root.querySelector<HTMLDivElement>('.fw-portal')!,
    })
  }, [])

  return (
    <div ref={hostRef} className="fw-story-host" data-theme={theme} {...{ theme }}>
      {shadow
        ? createPortal(
            <WidgetProvider theme={theme} shadowRoot={shadow.root} portalContainer={shadow.portal} host={hostRef.current}>
              <div className="fw-story-surface">{children}</div>
            </WidgetProvider>,
            shadow.mount,
          )
        : null}
    </div>
  )
}
