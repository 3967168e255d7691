// For a browser test that times something against a bar (a payment's effect within 2 s): poll every
// 25 ms. Playwright's own checks poll at 100, 250 and 500 ms, then a second apart, and on a busy
// machine saw a toast, row or total late that had come in time; polled this often, the time read
// is the product's. The timeout is only the wait; the bar is asserted on the time read.
export const LOOK_OFTEN = { intervals: [25], timeout: 10_000 }
