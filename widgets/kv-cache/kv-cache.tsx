// fw-kv-cache: the KV Cache Debugger (docs/screens.md#kv-cache-debugger): the server's live cache keys by type, a key search
// and type filters, and per key: copy its value ('Copied!' for 2 s), view it, delete it after a
// confirmation. Keys come through the page's query cache; copy and delete are actions on the API.
import { useState } from 'react'
import { deleteKvKey, fetchKvValue, kvKeysQuery, refreshKvKeys } from '../../src/api/kv-cache'
import { QueryStateView, useQuery } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Button, ConfirmDialog } from '../ui-kit'
import { COPY_FAILED, COPY_FETCH_FAILED, KV_ERRORS, kvErrorText, kvRows, kvValueText } from './kv-cache-model'
import { KvCacheView } from './kv-cache-view'
import { KvValueDialog } from './kv-value-dialog'
import { kvCacheStyles } from './styles'
import { useCopiedFlag, writeClipboard } from './use-copied-flag'

// No attributes beyond the context ones every widget takes.
export type KvCacheProps = Record<string, never>

export function KvCache() {
  useStyles(kvCacheStyles)
  const api = useWidgetApi()
  const keys = useQuery(() => kvKeysQuery(api), [api])
  const [viewing, setViewing] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [banner, setBanner] = useState<string | null>(null)
  const [copied, markCopied] = useCopiedFlag()
  // Keys deleted here leave the list at once, before the server's new list arrives.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())

  const copy = async (key: string) => {
    setBanner(null)
    let value: unknown
    try {
      value = await fetchKvValue(api, key)
    } catch {
      setBanner(COPY_FETCH_FAILED)
      return
    }
    if (await writeClipboard(kvValueText(value))) markCopied(key)
    else setBanner(COPY_FAILED)
  }

  const remove = async () => {
    if (confirming === null) return
    const key = confirming
    setDeleting(true)
    setBanner(null)
    try {
      await deleteKvKey(api, key)
      setRemoved((before) => new Set(before).add(key))
    } catch (error) {
      setBanner(kvErrorText(KV_ERRORS.delete, error))
    } finally {
      setDeleting(false)
      setConfirming(null)
    }
  }

  const refreshing = keys.status === 'ready' && keys.refreshing
  const header = (
    <header className="fw-kv-header">
      <div>
        <h2 className="fw-kv-title">KV Cache Debugger</h2>
        <p className="fw-kv-muted">The server&apos;s cache of Square answers, figures and geocoding results.</p>
      </div>
      <Button
        variant="outline"
        disabled={refreshing}
        onClick={() => {
          setBanner(null)
          refreshKvKeys(api)
        }}
      >
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
    </header>
  )

  return (
    <div className="fw-kv-cache">
      {header}
      {banner !== null ? (
        <p className="fw-kv-banner" role="alert">
          {banner}
        </p>
      ) : null}
      <QueryStateView
        state={keys}
        className="fw-kv-body" what="the cache keys"
        loading={<p className="fw-kv-muted">Loading cache keys...</p>}
        errorMessage={(error) => kvErrorText(KV_ERRORS.loadKeys, error)}
      >
        {(data) => (
          <KvCacheView
            rows={kvRows(data.keys.filter((entry) => !removed.has(entry.name)))}
            usage={data.usage}
            copied={copied}
            onCopy={(key) => void copy(key)}
            onView={setViewing}
            onDelete={setConfirming}
          />
        )}
      </QueryStateView>
      <KvValueDialog cacheKey={viewing} onClose={() => setViewing(null)} onError={setBanner} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Delete Cache Key"
        description={`Are you sure you want to delete the cache key "${confirming ?? ''}"? The server rebuilds it the next time it is needed.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void remove()}
      />
    </div>
  )
}

