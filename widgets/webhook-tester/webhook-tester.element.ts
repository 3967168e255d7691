// Registers <fw-webhook-tester>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { WebhookTester } from './webhook-tester'

defineWidget('fw-webhook-tester', WebhookTester, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-webhook-tester': WidgetElement<Record<string, never>>
  }
}
