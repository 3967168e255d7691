// What an admin sees once a key is made: its secret, shown this once (the server keeps only a
// hash), a Copy button, and the exact code for the host team — the back end's exchange and the
// page's tags — so the key goes from here to the host's server and nowhere else.
import { useEffect, useRef, useState } from 'react'
import type { EmbedKey } from '../../src/contract/embed'
import { Button, Dialog } from '../ui-kit'
import { backEndSnippet, pageSnippet } from './host-snippet'

export const SECRET_SHOWN_ONCE = 'Copy the key now: it is shown only this once. Keep it on the host’s server (as FW_EMBED_KEY), never in a page.'

/** How long "Copied!" shows after a copy. */
const COPIED_MS = 2_000

/** A copy button that says "Copied!" for a moment, or that the browser refused. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  async function copy() {
    let copied = false
    try {
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(text)
        copied = true
      }
    } catch {
      copied = false
    }
    clearTimeout(timer.current)
    setOutcome(copied ? 'copied' : 'refused')
    timer.current = setTimeout(() => setOutcome(null), COPIED_MS)
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={label}>
      {outcome === 'copied' ? 'Copied!' : outcome === 'refused' ? 'Select and copy it' : 'Copy'}
    </Button>
  )
}

function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="fw-embed-key-code">
      <figcaption>
        <span>{title}</span>
        <CopyButton text={code} label={`Copy ${title.toLowerCase()}`} />
      </figcaption>
      <pre>
        <code>{code}</code>
      </pre>
    </figure>
  )
}

export interface CreatedKeyDialogProps {
  /** The key just made and its secret; null when closed. */
  created: { key: EmbedKey; secret: string } | null
  /** The dashboard's API, absolute, for the snippet. */
  apiBase: string
  onClose: () => void
}

export function CreatedKeyDialog({ created, apiBase, onClose }: CreatedKeyDialogProps) {
  const snippet = { apiBase, locationIds: created?.key.locationIds ?? [] }
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={created ? `Key for ${created.key.name}` : 'Key'}
      description={SECRET_SHOWN_ONCE}
      maxWidth={720}
      className="fw-embed-key-created"
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {created ? (
        <>
          <div className="fw-embed-key-secret">
            <code aria-label="Embedding key">{created.secret}</code>
            <CopyButton text={created.secret} label="Copy the key" />
          </div>
          <CodeBlock title="The host's back end" code={backEndSnippet(snippet)} />
          <CodeBlock title="The host's page" code={pageSnippet(snippet)} />
        </>
      ) : null}
    </Dialog>
  )
}
