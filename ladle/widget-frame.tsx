// Renders stories the way the page sees a widget: inside an open shadow root with the widget
// theme's base sheet, the --fw-* tokens set by the `theme` attribute, popovers portalled into the
// shadow root's portal layer, and each rendered part bringing its own styles (useStyles), all
// under the same WidgetRoot the custom elements use. Each frame talks to a fake API of its own
// (./fixture-api) with an explicit token, so a story never depends on a stored session.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles, defineStyles } from '../src/elements/style-sheets'
import { baseStyles, type ThemeName } from '../src/elements/theme'
import { WidgetRoot } from '../widgets/widget-kit'
import { newFixtureApi, STORY_TOKEN } from './fixture-api'

/** The page around a widget in a story: its theme's background, some room. */
const surfaceStyles = defineStyles(`.fw-story-surface { background: var(--fw-bg); color: var(--fw-fg); padding: 16px; }`, 'page')

interface Shadow {
  root: ShadowRoot
  mount: HTMLDivElement
  portal: HTMLDivElement
}

export interface WidgetFrameProps {
  theme: ThemeName
  /** The story's own fake server; default the fixture season's full fake API. */
  fetch?: typeof fetch
  /** The bearer token the widgets send; default the stories' token (the fakes accept any). */
  token?: string
  children: ReactNode
}

export function WidgetFrame({ theme, fetch, token = STORY_TOKEN, children }: WidgetFrameProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [shadow, setShadow] = useState<Shadow | null>(null)
  // One address per frame: answers of one story's fake never show in another's (the query cache is per page).
  const [fixture] = useState(newFixtureApi)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    // Strict mode runs this twice: a host keeps the shadow root it got the first time.
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    if (root.childElementCount === 0) {
      adoptStyles(root, [baseStyles, surfaceStyles])
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
            <WidgetRoot
              apiBase={fixture.apiBase}
              theme={theme}
              token={token}
              shadowRoot={shadow.root}
              portalContainer={shadow.portal}
              host={hostRef.current}
              fetch={fetch ?? fixture.fetch}
            >
              <div className="fw-story-surface">{children}</div>
            </WidgetRoot>,
            shadow.mount,
          )
        : null}
    </div>
  )
}
