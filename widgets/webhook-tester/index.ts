// fw-webhook-tester: sends a simulated Square payment from the admin dashboard. Importing this
// registers nothing; see webhook-tester.element.ts.
export { WebhookTester, WebhookResult, WEBHOOK_FAILED, failureText, locationOptions, type WebhookOutcome } from './webhook-tester'
export { testPaymentEvent, SIMULATED_DELAY, type TestEventInput } from './test-event'
