// Running one hydration tool: a single batch, or 'Run to completion', which asks for batch after
// batch until the answer says the work is complete, counting progress as it goes, and stops after
// the batch in flight when asked (the server finishes a batch it started either way).
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiHttpError, ApiResponseError, errorText } from '../../src/api/errors'
import type { ApiClient } from '../../src/api/client'
import { queryCache } from '../../src/api/query-cache'
import type { HydrationTool } from './tools'

export const UNEXPECTED_ERROR = 'An unexpected error occurred'

export interface RunProgress {
  batches: number
  processed: number
  remaining: number
  /** Stop was pressed: no batch follows the one in flight. */
  stopping: boolean
}

export type ToolState<Summary> =
  | { status: 'idle' }
  | { status: 'running'; run: RunProgress | null }
  | { status: 'success'; summary: Summary; message: string; note: string | undefined; hydratedAt: string; run: RunProgress | null; stopped: boolean }
  | { status: 'failed'; error: string; run: RunProgress | null }

/** The share of the work done, 0 to 1: nothing before the first answer, all of it when none was left. */
export function progressFraction(run: RunProgress): number {
  if (run.batches === 0) return 0
  const total = run.processed + run.remaining
  return total === 0 ? 1 : run.processed / total
}

/** docs/screens.md#errors-and-messages: the tool's own sentence for an unexpected answer, the error's message, or 'An unexpected error occurred'. */
export function failureText(tool: Pick<HydrationTool<unknown>, 'unexpectedFormat'>, error: unknown): string {
  if (error instanceof ApiResponseError) return tool.unexpectedFormat
  if (error instanceof ApiHttpError) return errorText(error)
  if (error instanceof Error && error.message) return error.message
  return UNEXPECTED_ERROR
}

export interface ToolRunner<Summary> {
  state: ToolState<Summary>
  runBatch: (batchSize: number) => void
  runToCompletion: (batchSize: number) => void
  stop: () => void
}

export function useToolRun<Summary>(tool: HydrationTool<Summary>, api: ApiClient): ToolRunner<Summary> {
  const [state, setState] = useState<ToolState<Summary>>({ status: 'idle' })
  const stopRequested = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async (batchSize: number, untilComplete: boolean) => {
      stopRequested.current = false
      let progress: RunProgress | null = untilComplete ? { batches: 0, processed: 0, remaining: 0, stopping: false } : null
      setState({ status: 'running', run: progress })
      try {
        for (;;) {
          const answer = await api.get(tool.path, tool.schema, { query: { batchSize } })
          if (!mounted.current) return
          const { summary, message, note, hydratedAt } = answer.data
          const batch = tool.progressOf(summary)
          if (progress) progress = { ...progress, batches: progress.batches + 1, processed: progress.processed + batch.processedInThisBatch, remaining: batch.remainingToProcess }
          // A batch that did nothing yet is not complete would repeat forever: stop there.
          const done = !progress || batch.isComplete || batch.processedInThisBatch === 0 || stopRequested.current
          if (done) {
            // The figures these screens show changed: every answer about locations is asked again,
            // kept on screen meanwhile.
            queryCache.revalidateKeys((key) => key.includes('/square/locations'))
            setState({ status: 'success', summary, message, note, hydratedAt, run: progress, stopped: !batch.isComplete && stopRequested.current })
            return
          }
          setState({ status: 'running', run: progress })
        }
      } catch (error) {
        if (mounted.current) setState({ status: 'failed', error: failureText(tool, error), run: progress })
      }
    },
    [api, tool],
  )

  const stop = useCallback(() => {
    stopRequested.current = true
    setState((current) => (current.status === 'running' && current.run ? { ...current, run: { ...current.run, stopping: true } } : current))
  }, [])

  return {
    state,
    runBatch: (batchSize) => void run(batchSize, false),
    runToCompletion: (batchSize) => void run(batchSize, true),
    stop,
  }
}
