// Registers <fw-payment-chart-test>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { PaymentChartTest, type PaymentChartTestProps } from './payment-chart-test'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - The chart's heading row.
 * @csspart title - The chart's heading.
 * @csspart chart - Each chart, with its header and plot.
 */
defineWidget('fw-payment-chart-test', PaymentChartTest)

declare global {
  interface HTMLElementTagNameMap {
    'fw-payment-chart-test': WidgetElement<PaymentChartTestProps>
  }
}
