// fw-live-payments: the live payments feed. Importing this registers nothing; see
// live-payments.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LivePayments as LivePaymentsContent } from './live-payments'
export { PaymentRows, ROW_HEIGHT, LIST_HEIGHT, type PaymentRowsProps } from './payment-rows'
export { placeOf, UNKNOWN_LOCATION, NO_ADDRESS, LOCATION_NOT_FOUND, type PaymentPlace } from './payment-place'
export { NEW_PAYMENT_HIGHLIGHT_MS } from './use-live-feed'

/** <fw-live-payments> as a React component: in its own shadow root, styled and themed like the element. */
export const LivePayments = framedWidget(LivePaymentsContent)
