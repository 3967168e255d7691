// The orders table's worker: reads the table's season answers into rows and sorts them
// (./season-rows-engine) away from the page's thread. The build bundles this file into the text
// of ./season-rows.worker-source.ts (scripts/worker-source.ts), which the table starts from a
// blob URL, so it starts on any page that runs the table's script, whichever origin it came from.
import { SeasonRowsEngine, type ToEngine } from './season-rows-engine'

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToEngine>) => void): void
}

const scope = globalThis as unknown as WorkerScope
const engine = new SeasonRowsEngine(
  (message, transfer) => scope.postMessage(message, transfer ?? []),
  // Nothing else runs on this thread: one sort, at once.
  async (positions, compare) => positions.sort(compare),
)
scope.addEventListener('message', (event) => engine.receive(event.data))
scope.postMessage({ type: 'ready' })
