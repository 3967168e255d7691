// fw-payment-chart-test: sample payment charts. Importing this registers nothing; see
// payment-chart-test.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { PaymentChartTest as PaymentChartTestContent } from './payment-chart-test'
export { type PaymentChartTestProps } from './payment-chart-test'
export { samplePayments, sampleStackedChart, sampleYearChart, SAMPLE_YEARS, type SamplePaymentDay } from './sample-payments'

/** <fw-payment-chart-test> as a React component: in its own shadow root, styled and themed like the element. */
export const PaymentChartTest = framedWidget(PaymentChartTestContent)
