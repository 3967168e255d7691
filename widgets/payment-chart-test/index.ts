// fw-payment-chart-test: sample payment charts. Importing this registers nothing; see
// payment-chart-test.element.ts.
export { PaymentChartTest, type PaymentChartTestProps } from './payment-chart-test'
export { samplePayments, sampleStackedChart, sampleYearChart, SAMPLE_YEARS, type SamplePaymentDay } from './sample-payments'
