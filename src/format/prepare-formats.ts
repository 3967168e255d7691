// The browser's date and number formatting starts up the first time a page uses it: its timezone
// and locale data load, some 20 ms on a quiet two-core machine and several times that on a busy
// one, all on the page's thread. A widget whose first draw formats dates and money (the orders
// table's rows) starts it up in a task of its own while its data is on the network, so the first
// draw does not pay for it. Later formatters of any zone are quick, and a second call costs nothing:
// the formatters it makes are the ones the format functions keep.
import { formatDateTime } from './date-time'
import { formatMoney } from './money'

export function prepareFormats(): void {
  formatDateTime(0, 'UTC')
  formatMoney(0)
}
