// fw-live-payments: the live payments feed. Importing this registers nothing; see
// live-payments.element.ts.
export { LivePayments } from './live-payments'
export { PaymentRows, ROW_HEIGHT, LIST_HEIGHT, type PaymentRowsProps } from './payment-rows'
export { placeOf, UNKNOWN_LOCATION, NO_ADDRESS, LOCATION_NOT_FOUND, type PaymentPlace } from './payment-place'
export { NEW_PAYMENT_HIGHLIGHT_MS } from './use-live-feed'
