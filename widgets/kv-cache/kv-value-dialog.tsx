// The value viewer (docs/screens.md#kv-cache-debugger): a large dialog showing one key's value as a collapsible JSON
// tree, its text when it is not an object, or past 50,000 characters a
// 5,000-character preview with a warning and 'Copy Full Value'.
import { kvValueQuery } from '../../src/api/kv-cache'
import { JsonTree, QueryStateView, useQuery } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { KV_VALUE_PREVIEW_LENGTH } from '../../src/contract/kv-cache'
import { formatCount } from '../../src/format'
import { Button, Dialog } from '../ui-kit'
import { COPY_FAILED, KV_ERRORS, kvErrorText, kvValueText, kvValueView } from './kv-cache-model'
import { kvCacheStyles } from './styles'
import { useCopiedFlag, writeClipboard } from './use-copied-flag'

export interface KvValueDialogProps {
  /** The key whose value shows; null keeps the dialog closed. */
  cacheKey: string | null
  onClose: () => void
  /** Told when the clipboard refused the full value. */
  onError: (message: string) => void
}

export function KvValueDialog({ cacheKey, onClose, onError }: KvValueDialogProps) {
  return (
    <Dialog open={cacheKey !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Cache Value" description={cacheKey ?? undefined} maxWidth="min(1100px, 94vw)" className="fw-kv-dialog">
      {cacheKey !== null ? <KvValueBody cacheKey={cacheKey} onError={onError} /> : null}
    </Dialog>
  )
}

function KvValueBody({ cacheKey, onError }: { cacheKey: string; onError: (message: string) => void }) {
  const api = useWidgetApi()
  const state = useQuery(() => kvValueQuery(api, cacheKey), [api, cacheKey])
  return (
    <QueryStateView
      state={state}
      className="fw-kv-value"
      what="the value"
      loading={<p className="fw-kv-muted">Loading value...</p>}
      errorMessage={(error) => kvErrorText(KV_ERRORS.loadValue, error)}
    >
      {(value) => <KvValueContent value={value} onError={onError} />}
    </QueryStateView>
  )
}

/** A value drawn the way kvValueView says. */
export function KvValueContent({ value, onError }: { value: unknown; onError: (message: string) => void }) {
  useStyles(kvCacheStyles)
  const [copied, markCopied] = useCopiedFlag()
  const view = kvValueView(value)
  if (view.kind === 'tree') {
    return (
      <div className="fw-kv-value" data-view="tree">
        <JsonTree data={view.value} openLevels={2} />
      </div>
    )
  }
  if (view.kind === 'text') {
    return (
      <div className="fw-kv-value" data-view="text">
        <pre className="fw-kv-pre">{view.text}</pre>
      </div>
    )
  }
  const copyFull = async () => {
    if (await writeClipboard(kvValueText(value))) markCopied('full')
    else onError(COPY_FAILED)
  }
  return (
    <div className="fw-kv-value" data-view="preview">
      <div className="fw-kv-warning" role="note">
        <p>
          This value is {formatCount(view.length)} characters long, too large to show in full. Showing the first {formatCount(KV_VALUE_PREVIEW_LENGTH)}{' '}
          characters.
        </p>
        <Button size="sm" variant="primary" onClick={() => void copyFull()}>
          {copied === 'full' ? 'Copied!' : 'Copy Full Value'}
        </Button>
      </div>
      <pre className="fw-kv-pre">{view.preview}</pre>
    </div>
  )
}
