// fw-webhook-tester: sends a simulated Square payment from the admin dashboard. Importing this
// registers nothing; see webhook-tester.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { WebhookTester as WebhookTesterContent } from './webhook-tester'
export { WebhookResult, WEBHOOK_FAILED, failureText, locationOptions, type WebhookOutcome } from './webhook-tester'
export { testPaymentEvent, SIMULATED_DELAY, type TestEventInput } from './test-event'

/** <fw-webhook-tester> as a React component: in its own shadow root, styled and themed like the element. */
export const WebhookTester = framedWidget(WebhookTesterContent)
