// The order as Square sent it, for admins (docs/screens.md#access): collapsed under a disclosure, then drawn as
// the kit's JSON tree, which follows the theme in light and dark.
import { useId, useState } from 'react'
import type { Order } from '../../src/contract/square-order'
import { JsonTree } from '../widget-kit'

export function RawOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <section className="fw-invoice-raw">
      <button type="button" className="fw-invoice-raw-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide raw order' : 'Show raw order'}
      </button>
      {open ? (
        <div id={panelId} className="fw-invoice-raw-panel">
          <JsonTree data={order} openLevels={1} />
        </div>
      ) : null}
    </section>
  )
}
