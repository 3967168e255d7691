// Registers <fw-fireworks duration="5000" sound="off" overlay="on">: the only file that defines this
// tag. Its trigger(durationMs?) method plays a show now (the shell's 'Trigger Fireworks!' and logo
// button).
import { defineWidget, type WidgetElement } from '../widget-kit'
import { Fireworks, type FireworksProps } from './fireworks'
import { triggerOn } from './trigger-registry'

const FireworksElementClass = defineWidget('fw-fireworks', Fireworks, {
  attributes: { duration: 'number', sound: 'string', overlay: 'string' },
  events: ['fw-payment-celebrated'],
})

if (FireworksElementClass && !Object.prototype.hasOwnProperty.call(FireworksElementClass.prototype, 'trigger')) {
  Object.defineProperty(FireworksElementClass.prototype, 'trigger', {
    configurable: true,
    writable: true,
    /** Plays the fireworks for `durationMs` (default the element's duration), replacing a running show. */
    value(this: HTMLElement, durationMs?: number): void {
      triggerOn(this, durationMs)
    },
  })
}

/** fw-fireworks: its attributes' props, and trigger(). */
export type FireworksElement = WidgetElement<FireworksProps> & {
  /** Plays the fireworks for `durationMs` (default the element's duration), replacing a running show. */
  trigger(durationMs?: number): void
}

declare global {
  interface HTMLElementTagNameMap {
    'fw-fireworks': FireworksElement
  }
}
