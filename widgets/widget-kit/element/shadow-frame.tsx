// A widget as a plain React component looks and themes exactly as its element (docs/shell-and-widgets.md#styles-and-themes): it
// renders into an open shadow root of its own, with the same base sheet, `theme` attribute,
// portal layer and WidgetRoot that defineWidget gives an element. Inside a WidgetRoot already (an
// element, a story, a test) a widget renders as it is: one root, one shadow root.
import { useContext, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { FwEvent } from '../../../src/elements/events'
import { adoptStyles } from '../../../src/elements/style-sheets'
import { baseStyles, type ThemeName } from '../../../src/elements/theme'
import { DEFAULT_WIDGET_CONTEXT, WidgetContext } from '../../../src/elements/widget-context'
import { WidgetRoot } from './define-widget'

/** What a widget takes as a React component besides its own props: what an element's context attributes give it. */
export interface WidgetFrameProps {
  /** The API's base URL; default `/api` of the page's origin. */
  apiBase?: string
  /** A bearer token; without one, requests use the page's stored session. */
  token?: string
  /** Mints a new embed token when the one in use ends soon; without it the widget renews the token from the server. */
  tokenProvider?: () => Promise<string>
  /** light, dark or system (the default, following prefers-color-scheme). */
  theme?: ThemeName
  /** How the widget writes its links, e.g. `/stats/details/location/{id}/stats`. */
  linkTemplate?: string
  /** Show the widget's own sign-in prompt when signed out (default true). */
  signInPrompt?: boolean
  /**
   * Hears every fw-* event the widget emits; may cancel a cancelable one (fw-navigate). A union
   * by `type`: `event.type === 'fw-navigate'` narrows `event.detail` to `{ href: string }`.
   */
  onEvent?: (event: FwEvent) => void
  /** On the host element that holds the shadow root. */
  className?: string
  style?: CSSProperties
  /** Injected fetch, for stories and tests. */
  fetch?: typeof fetch
}

interface Shadow {
  root: ShadowRoot
  mount: HTMLDivElement
  portal: HTMLDivElement
}

/** Renders `children` under a WidgetRoot in a shadow root of its own. */
export function ShadowFrame({ theme = 'system', className, style, children, ...root }: WidgetFrameProps & { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [shadow, setShadow] = useState<Shadow | null>(null)

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    // Strict mode runs this twice: a host keeps the shadow root it got the first time.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    if (shadowRoot.childElementCount === 0) {
      adoptStyles(shadowRoot, [baseStyles])
      const mount = document.createElement('div')
      mount.className = 'fw-root'
      const portal = document.createElement('div')
      portal.className = 'fw-portal'
      shadowRoot.append(mount, portal)
    }
    setShadow({
      root: shadowRoot,
      mount: shadowRoot.querySelector<HTMLDivElement>('.fw-root')!,
      portal: shadowRoot.querySelector<HTMLDivElement>('.fw-portal')!,
    })
  }, [])

  return (
    // `theme` is the attribute the base sheet's :host([theme=…]) rules read, as on an element.
    <div ref={hostRef} className={className} style={style} {...{ theme }}>
      {shadow
        ? createPortal(
            <WidgetRoot
              {...root}
              onEvent={root.onEvent}
              theme={theme}
              host={hostRef.current}
              shadowRoot={shadow.root}
              portalContainer={shadow.portal}
            >
              {children}
            </WidgetRoot>,
            shadow.mount,
          )
        : null}
    </div>
  )
}

/**
 * The widget `Component` as a React app uses it: framed in its own shadow root when rendered on
 * its own, as it is when rendered inside a WidgetRoot (its element, a story, a test).
 */
export function framedWidget<P extends object>(Component: ComponentType<P>): ComponentType<P & WidgetFrameProps> {
  function FramedWidget(props: P & WidgetFrameProps) {
    const insideRoot = useContext(WidgetContext) !== DEFAULT_WIDGET_CONTEXT
    const { apiBase, token, tokenProvider, theme, linkTemplate, signInPrompt, onEvent, className, style, fetch, ...own } = props
    const content = <Component {...(own as P)} />
    if (insideRoot) return content
    return (
      <ShadowFrame {...{ apiBase, token, tokenProvider, theme, linkTemplate, signInPrompt, onEvent, className, style, fetch }}>
        {content}
      </ShadowFrame>
    )
  }
  FramedWidget.displayName = `Framed(${Component.displayName ?? Component.name})`
  return FramedWidget
}
