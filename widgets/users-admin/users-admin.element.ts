// Registers <fw-users-admin>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { UsersAdmin } from './users-admin'

defineWidget('fw-users-admin', UsersAdmin, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-users-admin': WidgetElement<Record<string, never>>
  }
}
