// Sorting tens of thousands of positions on the page's own thread without a long task, for a page
// where the table's worker cannot start (a Content-Security-Policy without blob: workers): runs of
// RUN positions are sorted at once (well under a millisecond each), then merged pairwise, pass
// after pass, and the page gets a turn whenever a slice has taken SLICE_BUDGET_MS. A stable merge
// of a total order: the same result as one sort.
import { yieldToPage } from '../../src/page/yield-to-page'

const RUN = 1_024
const SLICE_BUDGET_MS = 8
/** Positions merged between looks at the clock. */
const CHECK_EVERY = 2_048

export async function sortInSlices(
  positions: Uint32Array,
  compare: (a: number, b: number) => number,
  pause: () => Promise<void> = yieldToPage,
): Promise<Uint32Array> {
  const count = positions.length
  let source: Uint32Array = positions
  let target: Uint32Array = new Uint32Array(count)
  let sliceStart = performance.now()
  const maybePause = async () => {
    if (performance.now() - sliceStart < SLICE_BUDGET_MS) return
    await pause()
    sliceStart = performance.now()
  }
  for (let start = 0; start < count; start += RUN) {
    source.subarray(start, Math.min(count, start + RUN)).sort(compare)
    await maybePause()
  }
  for (let width = RUN; width < count; width *= 2) {
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(count, left + width)
      const end = Math.min(count, left + 2 * width)
      let a = left
      let b = middle
      let out = left
      while (out < end) {
        const stop = Math.min(end, out + CHECK_EVERY)
        for (; out < stop; out++) target[out] = b >= end || (a < middle && compare(source[a]!, source[b]!) <= 0) ? source[a++]! : source[b++]!
        await maybePause()
      }
    }
    ;[source, target] = [target, source]
  }
  return source
}
