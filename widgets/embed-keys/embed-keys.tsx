// fw-embed-keys: the admin's embedding keys, one per host page that embeds the widgets without a
// person signing in. New key asks for a name, the page's origins, the locations it may read and an
// optional last day; the key's secret and the host's code show once; Revoke ends a key and every
// token exchanged for it at once. The list is GET /api/embed/keys on the page's query cache, the
// location names come from the locations answer.
import { useMemo, useState } from 'react'
import { createEmbedKey, embedKeysQuery, revokeEmbedKey } from '../../src/api/embed-keys'
import { locationsQuery } from '../../src/api/queries'
import type { EmbedKey, EmbedKeyCreate } from '../../src/contract/embed'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Button, ConfirmDialog } from '../ui-kit'
import { QueryStateView, useQuery } from '../widget-kit'
import { CreatedKeyDialog } from './created-key-dialog'
import embedKeysCss from './embed-keys.css?inline'
import { EmbedKeysView } from './embed-keys-view'
import { keyRefusalOf } from './key-form'
import { KeyFormDialog } from './key-form-dialog'

const embedKeysStyles = defineStyles(embedKeysCss)

export const EMBED_KEYS_TITLE = 'Embedding'
export const EMBED_KEYS_INTRO =
  "Keys for host pages that show the dashboard's widgets without anyone signing in: each page's back end exchanges its key for read-only tokens for the key's locations, and only from the key's origins."

/** The Revoke confirmation's question. */
export function revokeQuestion(key: EmbedKey): string {
  return `Revoke the key for ${key.name}? Every page using it stops showing the dashboard's widgets at once, and the key cannot be used again.`
}

/** The API base as an absolute URL, for the host's code. */
function absoluteApiBase(apiBase: string): string {
  try {
    return new URL(apiBase, typeof location === 'undefined' ? 'http://127.0.0.1' : location.href).href.replace(/\/+$/, '')
  } catch {
    return apiBase
  }
}

export function EmbedKeys() {
  useStyles(embedKeysStyles)
  const api = useWidgetApi()
  const keys = useQuery(() => embedKeysQuery(api), [api])
  const locations = useQuery(() => locationsQuery(api), [api])
  const locationList = locations.status === 'ready' ? locations.data.locations : null
  const locationNames = useMemo(() => new Map((locationList ?? []).map((location) => [location.id, location.name])), [locationList])
  const [formOpen, setFormOpen] = useState(false)
  const [created, setCreated] = useState<{ key: EmbedKey; secret: string } | null>(null)
  const [revoking, setRevoking] = useState<EmbedKey | null>(null)
  const [revokeBusy, setRevokeBusy] = useState(false)
  const [revokeRefusal, setRevokeRefusal] = useState<string | null>(null)

  async function create(body: EmbedKeyCreate) {
    const answer = await createEmbedKey(api, body)
    setFormOpen(false)
    setCreated(answer)
  }

  async function confirmRevoke() {
    if (!revoking) return
    setRevokeBusy(true)
    setRevokeRefusal(null)
    try {
      await revokeEmbedKey(api, revoking.id)
      setRevoking(null)
    } catch (error) {
      setRevokeRefusal(keyRefusalOf(error).message)
    } finally {
      setRevokeBusy(false)
    }
  }

  return (
    <div className="fw-embed-keys">
      <header className="fw-embed-keys-header">
        <div>
          <h2 className="fw-embed-keys-title">{EMBED_KEYS_TITLE}</h2>
          <p className="fw-embed-keys-subtitle">{EMBED_KEYS_INTRO}</p>
        </div>
        <Button variant="primary" onClick={() => setFormOpen(true)}>
          New key
        </Button>
      </header>
      <QueryStateView state={keys} className="fw-embed-keys-list" what="the embedding keys" loading={<p>Loading keys...</p>}>
        {(list) => (
          <EmbedKeysView
            keys={list}
            locationNames={locationNames}
            onRevoke={(key) => {
              setRevokeRefusal(null)
              setRevoking(key)
            }}
          />
        )}
      </QueryStateView>
      <KeyFormDialog open={formOpen} onOpenChange={setFormOpen} locations={locationList} onSubmit={create} />
      <CreatedKeyDialog created={created} apiBase={absoluteApiBase(api.apiBase)} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null)
        }}
        title="Revoke key"
        description={revoking ? revokeQuestion(revoking) : ''}
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        busy={revokeBusy}
        onConfirm={() => void confirmRevoke()}
      >
        {revokeRefusal !== null ? (
          <p className="fw-embed-key-revoke-refusal" role="alert">
            {revokeRefusal}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
