// Registers <fw-payment-chart-test>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { PaymentChartTest, type PaymentChartTestProps } from './payment-chart-test'

defineWidget('fw-payment-chart-test', PaymentChartTest)

declare global {
  interface HTMLElementTagNameMap {
    'fw-payment-chart-test': WidgetElement<PaymentChartTestProps>
  }
}
