// Registers <fw-sign-in api-base="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SignIn } from './sign-in'

defineWidget('fw-sign-in', SignIn, { events: ['fw-signed-in', 'fw-signed-out'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-sign-in': WidgetElement
  }
}
