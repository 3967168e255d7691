// One hydration tool's card: the batch size (1 to 50), Run Batch and 'Run to completion', the
// progress bar and Stop while a run lasts, then the outcome: the success summary with the fields
// docs/contract.md#entities lists, or its failure title and message (docs/screens.md#data-hydration).
import { useState, type FormEvent } from 'react'
import { batchSizeSchema, MAX_BATCH_SIZE } from '../../src/contract/hydration'
import { parseOrIssues } from '../../src/contract/validation'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Badge, Button, Card, TextField } from '../ui-kit'
import { progressFraction, useToolRun, type RunProgress, type ToolState } from './tool-run'
import type { TimeFormatter } from './server-time'
import type { HydrationTool } from './tools'

export function RunProgressBar({ run, unit }: { run: RunProgress; unit: string }) {
  const percent = Math.round(progressFraction(run) * 100)
  const total = run.processed + run.remaining
  return (
    <div className="fw-hydration-progress">
      <div className="fw-hydration-progress-track" role="progressbar" aria-label="Run progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="fw-hydration-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="fw-hydration-progress-text">
        {run.batches === 0 ? 'Starting...' : `${run.processed} of ${total} ${unit} processed in ${run.batches} batch${run.batches === 1 ? '' : 'es'} (${percent}%)`}
      </p>
    </div>
  )
}

export function ToolOutcome<Summary>({ tool, state, time }: { tool: HydrationTool<Summary>; state: ToolState<Summary>; time: TimeFormatter }) {
  if (state.status === 'failed') {
    return (
      <div className="fw-hydration-outcome" data-outcome="failed" role="alert">
        <h4 className="fw-hydration-outcome-title">{tool.failureTitle}</h4>
        <p>{state.error}</p>
      </div>
    )
  }
  if (state.status !== 'success') return null
  return (
    <div className="fw-hydration-outcome" data-outcome="success" role="status">
      <h4 className="fw-hydration-outcome-title">
        {state.stopped ? 'Stopped' : tool.successTitle}{' '}
        {state.run && !state.stopped ? <Badge variant="success">Complete</Badge> : null}
      </h4>
      <p>{state.message}</p>
      {state.note ? <p className="fw-hydration-note">{state.note}</p> : null}
      <dl className="fw-hydration-summary">
        {tool.fieldsOf(state.summary, time).map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
        <dt>Hydrated At</dt>
        <dd>{time(state.hydratedAt)}</dd>
      </dl>
    </div>
  )
}

export function HydrationToolCard<Summary>({ tool, time }: { tool: HydrationTool<Summary>; time: TimeFormatter }) {
  const api = useWidgetApi()
  const runner = useToolRun(tool, api)
  const [batchText, setBatchText] = useState(String(tool.defaultBatchSize))
  const [batchError, setBatchError] = useState<string | null>(null)
  const { state } = runner
  const running = state.status === 'running'
  const run = state.status === 'idle' ? null : state.run

  function start(event: FormEvent, untilComplete: boolean) {
    event.preventDefault()
    const parsed = parseOrIssues(batchSizeSchema, batchText)
    if (!parsed.ok) {
      setBatchError(parsed.details[0]?.message ?? null)
      return
    }
    setBatchError(null)
    if (untilComplete) runner.runToCompletion(parsed.data)
    else runner.runBatch(parsed.data)
  }

  return (
    <Card title={tool.title} description={tool.description} className="fw-hydration-tool" data-tool={tool.key} data-status={state.status}>
      <form className="fw-hydration-form" onSubmit={(event) => start(event, false)} noValidate>
        <TextField
          label="Batch Size"
          type="number"
          min={1}
          max={MAX_BATCH_SIZE}
          step={1}
          inputMode="numeric"
          value={batchText}
          error={batchError}
          disabled={running}
          onChange={(event) => setBatchText(event.target.value)}
          fieldClassName="fw-hydration-batch"
        />
        <div className="fw-hydration-actions">
          <Button type="submit" variant="primary" disabled={running}>
            {running && !run ? 'Running...' : 'Run Batch'}
          </Button>
          {running && run ? (
            <Button variant="outline" disabled={run.stopping} onClick={runner.stop}>
              {run.stopping ? 'Stopping...' : 'Stop'}
            </Button>
          ) : (
            <Button variant="outline" disabled={running} onClick={(event) => start(event, true)}>
              Run to completion
            </Button>
          )}
        </div>
      </form>
      {run ? <RunProgressBar run={run} unit={tool.unit} /> : null}
      <ToolOutcome tool={tool} state={state} time={time} />
    </Card>
  )
}
