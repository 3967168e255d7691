// Registers <fw-users-admin>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { UsersAdmin } from './users-admin'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-users-admin', UsersAdmin, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-users-admin': WidgetElement<Record<string, never>>
  }
}
