// The browser's date and number formatting starts up the first time a page uses it: its timezone
// and locale data load, some 20 ms on a quiet two-core machine and several times that on a busy
// one, all on the page's thread. A widget whose first draw formats dates and money (the orders
// table's rows) starts it up in a task of its own while its data is on the network, so the first
// draw does not pay for it. Once per page; later formatters of any zone are quick.
import { formatDateTime } from './date-time'
import { formatMoney } from './money'

let prepared = false

export function prepareFormats(): void {
  if (prepared) return
  prepared = true
  formatDateTime(0, 'UTC')
  formatMoney(0)
}
