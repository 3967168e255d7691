// Shows a hydration's progress: a bar on a terminal (cli-progress), plain lines otherwise (logs,
// pipes, the SIGKILL test reading the CLI's output). Counted in seasons (one location's orders of
// one year), the unit hydration marks done, with the orders received so far.
import cliProgress from 'cli-progress'
import type { HydrationProgress } from '../runner/hydration-context'

export interface ProgressReporter {
  update(progress: HydrationProgress): void
  stop(): void
}

export interface ProgressOptions {
  /** A stream that is a terminal gets a bar; anything else gets lines. */
  stream: NodeJS.WritableStream & { isTTY?: boolean }
  label?: string
}

export function progressReporter(options: ProgressOptions): ProgressReporter {
  const label = options.label ?? 'Hydrating from Square'
  let total = 0
  let done = 0
  let orders = 0
  if (options.stream.isTTY === true) {
    const bar = new cliProgress.SingleBar(
      {
        stream: options.stream,
        format: `${label} [{bar}] {value}/{total} seasons | {orders} orders | {duration_formatted}`,
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    )
    // Started at the first plan: a bar of 0 seasons would show as full.
    let started = false
    return {
      update(progress) {
        if (progress.kind === 'plan') {
          if (progress.seasonsToFetch === 0) return
          total += progress.seasonsToFetch
          if (!started) bar.start(total, done, { orders })
          else bar.setTotal(total)
          started = true
        }
        if (progress.kind === 'seasons-done') done += progress.count
        if (progress.kind === 'page') orders += progress.orders
        if (started) bar.update(done, { orders })
      },
      stop: () => {
        if (started) bar.stop()
        started = false
      },
    }
  }
  return {
    update(progress) {
      if (progress.kind === 'page') {
        orders += progress.orders
        return
      }
      if (progress.kind === 'plan') {
        if (progress.seasonsToFetch === 0) return
        total += progress.seasonsToFetch
      } else {
        done += progress.count
      }
      options.stream.write(`${label}: ${done}/${total} seasons, ${orders} orders\n`)
    },
    stop: () => undefined,
  }
}
