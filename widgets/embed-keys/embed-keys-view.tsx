// The embedding keys as a table: name and the secret's first characters, the origins its pages may
// be served from, the locations it reads (by name where known), who made it and when, when it ends
// and was last exchanged, its status, and Revoke for a key that still works.
import type { EmbedKey, EmbedKeyStatus } from '../../src/contract/embed'
import { Badge, Button, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell, type BadgeVariant } from '../ui-kit'

const STATUS_BADGE: Record<EmbedKeyStatus, { variant: BadgeVariant; label: string }> = {
  active: { variant: 'success', label: 'Active' },
  expired: { variant: 'neutral', label: 'Expired' },
  revoked: { variant: 'destructive', label: 'Revoked' },
}

const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** "7/4/2025, 8:30 PM" in the reader's timezone, or the text for none. */
export function keyDateText(iso: string | null, none: string): string {
  return iso === null ? none : dateTime.format(Date.parse(iso))
}

export interface EmbedKeysViewProps {
  keys: readonly EmbedKey[]
  /** Location id → name, for the locations column; ids show as they are until known. */
  locationNames: ReadonlyMap<string, string>
  onRevoke: (key: EmbedKey) => void
}

export function EmbedKeysView({ keys, locationNames, onRevoke }: EmbedKeysViewProps) {
  return (
    <TableShell label="Embedding keys" className="fw-embed-keys-table">
      <thead>
        <tr>
          <TableHeader>Key</TableHeader>
          <TableHeader>Origins</TableHeader>
          <TableHeader>Locations</TableHeader>
          <TableHeader>Created</TableHeader>
          <TableHeader>Expires</TableHeader>
          <TableHeader>Last used</TableHeader>
          <TableHeader>Status</TableHeader>
          <TableHeader align="end">Actions</TableHeader>
        </tr>
      </thead>
      <tbody>
        {keys.length === 0 ? <TableEmptyRow colSpan={8}>No embedding keys yet</TableEmptyRow> : null}
        {keys.map((key) => {
          const status = STATUS_BADGE[key.status]
          return (
            <TableRow key={key.id} data-key-id={key.id} data-status={key.status}>
              <TableCell>
                <span className="fw-embed-key-name">{key.name}</span>
                <code className="fw-embed-key-hint">{key.hint}…</code>
              </TableCell>
              <TableCell>
                <ul className="fw-embed-key-list">
                  {key.origins.map((origin) => (
                    <li key={origin}>
                      <code>{origin}</code>
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                <ul className="fw-embed-key-list">
                  {key.locationIds.map((id) => (
                    <li key={id} title={id}>
                      {locationNames.get(id) ?? id}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                {keyDateText(key.createdAt, '')}
                {key.createdBy ? <span className="fw-embed-key-by"> by {key.createdBy}</span> : null}
              </TableCell>
              <TableCell>{keyDateText(key.expiresAt, 'When revoked')}</TableCell>
              <TableCell>{keyDateText(key.lastUsedAt, 'Never')}</TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
              <TableCell align="end">
                {key.status === 'active' ? (
                  <Button size="sm" variant="outline" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          )
        })}
      </tbody>
    </TableShell>
  )
}
