// Renders a part the way an fw-* element does: inside an open shadow root, under WidgetRoot, with
// the `.fw-portal` layer popovers must portal into. Tests query `mount` and `portal`, and read
// focus from `shadow.activeElement` (document.activeElement is only the host).
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { WidgetRoot } from '../../../src/elements/widget-root'

export interface ShadowWidget {
  host: HTMLElement
  shadow: ShadowRoot
  mount: HTMLDivElement
  portal: HTMLDivElement
  /** Removes the host; call at the end of the test. */
  remove: () => void
}

export function renderInShadowWidget(ui: ReactNode): ShadowWidget {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const mount = document.createElement('div')
  mount.className = 'fw-root'
  const portal = document.createElement('div')
  portal.className = 'fw-portal'
  shadow.append(mount, portal)
  const { unmount } = render(
    <WidgetRoot token="test-token" shadowRoot={shadow} portalContainer={portal} host={host}>
      {createPortal(ui, mount)}
    </WidgetRoot>,
  )
  return {
    host,
    shadow,
    mount,
    portal,
    remove: () => {
      unmount()
      host.remove()
    },
  }
}
