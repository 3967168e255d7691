// The order as Square sent it, for admins (SPEC §6): collapsed under a disclosure, then drawn by
// react-json-view-lite with the product's own classes, so it follows the theme in light and dark.
import { useId, useState } from 'react'
import { JsonView, collapseAllNested, defaultStyles } from 'react-json-view-lite'
import type { Order } from '../../src/contract/square-order'

const JSON_CLASSES: typeof defaultStyles = {
  ...defaultStyles,
  container: 'fw-json',
  basicChildStyle: 'fw-json-child',
  label: 'fw-json-label',
  clickableLabel: 'fw-json-label fw-json-clickable',
  nullValue: 'fw-json-null',
  undefinedValue: 'fw-json-null',
  numberValue: 'fw-json-number',
  stringValue: 'fw-json-string',
  booleanValue: 'fw-json-boolean',
  otherValue: 'fw-json-other',
  punctuation: 'fw-json-punctuation',
  expandIcon: 'fw-json-icon fw-json-expand',
  collapseIcon: 'fw-json-icon fw-json-collapse',
  collapsedContent: 'fw-json-collapsed',
  childFieldsContainer: 'fw-json-fields',
}

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
          <JsonView data={order} style={JSON_CLASSES} shouldExpandNode={collapseAllNested} />
        </div>
      ) : null}
    </section>
  )
}
