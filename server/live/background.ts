// Work that runs after a webhook has been answered (refreshing an order from Square): bounded in
// how much runs at once, so a burst of events cannot open hundreds of Square calls, and awaitable,
// so tests and shutdown can wait for it rather than sleep.
import type { Logger } from '../log'

export class BackgroundWork {
  private running = 0
  private readonly queue: Array<() => Promise<void>> = []
  private readonly idleWaiters: Array<() => void> = []

  constructor(
    private readonly log: Logger,
    private readonly concurrency = 2,
  ) {}

  /** Queues `work`; its failure is logged under `label`, never thrown at the caller. */
  run(label: string, work: () => Promise<void>): void {
    this.queue.push(async () => {
      try {
        await work()
      } catch (error) {
        this.log.error('live.background_failed', { task: label, error })
      }
    })
    this.pump()
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const next = this.queue.shift()
      if (!next) break
      this.running++
      void next().finally(() => {
        this.running--
        this.pump()
        if (this.running === 0 && this.queue.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve()
      })
    }
  }
}
