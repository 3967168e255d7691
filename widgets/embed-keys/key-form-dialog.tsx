// The New embedding key dialog: a name for the host, the origins its pages are served from, the
// locations it may read (searchable, from the locations answer), and an optional last day. Each
// message shows under its field; the server's refusal shows in the dialog, which stays open so
// nothing typed is lost.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import type { EmbedKeyCreate } from '../../src/contract/embed'
import type { Location } from '../../src/contract/location'
import { Button, Checkbox, Dialog, TextField } from '../ui-kit'
import { homeLocationChoices, searchHomeLocations, toggleShown } from '../widget-kit'
import { checkKeyForm, EMPTY_KEY_FORM, keyRefusalOf, type KeyFormErrors, type KeyFormValues } from './key-form'

export const KEY_DIALOG_TEXT = {
  title: 'New embedding key',
  description: "For one host page: the page's back end exchanges the key for short-lived read-only tokens, which its widgets use.",
  submit: 'Create key',
  busy: 'Creating...',
} as const

export const ORIGINS_HINT = 'Where the host page is served from, one per line: https://intranet.example'

export interface KeyFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Every location to choose from; null while they load. */
  locations: readonly Location[] | null
  /** Sends the checked body; a rejection is shown in the dialog. */
  onSubmit: (body: EmbedKeyCreate) => Promise<void>
}

export function KeyFormDialog({ open, onOpenChange, locations, onSubmit }: KeyFormDialogProps) {
  const formId = useId()
  const [values, setValues] = useState<KeyFormValues>(EMPTY_KEY_FORM)
  const [errors, setErrors] = useState<KeyFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [query, setQuery] = useState('')
  const choices = useMemo(() => homeLocationChoices(locations ?? []), [locations])
  const shown = useMemo(() => searchHomeLocations(choices, query), [choices, query])
  const selected = useMemo(() => new Set(values.locationIds), [values.locationIds])

  // Each opening starts empty, with nothing left over from the last key.
  useEffect(() => {
    if (!open) return
    setValues(EMPTY_KEY_FORM)
    setErrors({})
    setRefusal(null)
    setQuery('')
  }, [open])

  const set = <K extends keyof KeyFormValues>(field: K, value: KeyFormValues[K]) => setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkKeyForm(values)
    setRefusal(null)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await onSubmit(checked.body)
    } catch (error) {
      const refused = keyRefusalOf(error)
      setRefusal(refused.message)
      setErrors(refused.errors)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={KEY_DIALOG_TEXT.title}
      description={KEY_DIALOG_TEXT.description}
      maxWidth={600}
      busy={busy}
      className="fw-embed-key-dialog"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {busy ? KEY_DIALOG_TEXT.busy : KEY_DIALOG_TEXT.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className="fw-embed-key-form" onSubmit={(event) => void submit(event)} noValidate>
        {refusal !== null ? (
          <p className="fw-embed-key-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <TextField label="Name" placeholder="Stand report on the intranet" hint="Says whose page this is." error={errors.name} value={values.name} onChange={(event) => set('name', event.target.value)} />
        <label className="fw-embed-key-origins">
          <span className="fw-field-label">Origins</span>
          <textarea
            className="fw-input"
            rows={2}
            placeholder="https://intranet.example"
            value={values.originsText}
            aria-invalid={errors.origins ? true : undefined}
            aria-describedby={`${formId}-origins-hint${errors.origins ? ` ${formId}-origins-error` : ''}`}
            onChange={(event) => set('originsText', event.target.value)}
          />
          <span id={`${formId}-origins-hint`} className="fw-field-hint">
            {ORIGINS_HINT}
          </span>
          {errors.origins ? (
            <span id={`${formId}-origins-error`} className="fw-field-error">
              {errors.origins}
            </span>
          ) : null}
        </label>
        <fieldset className="fw-embed-key-locations" aria-describedby={errors.locationIds ? `${formId}-locations-error` : undefined} disabled={busy}>
          <legend className="fw-field-label">Locations it may read</legend>
          <TextField type="search" label="Search locations" placeholder="Search locations..." value={query} onChange={(event) => setQuery(event.target.value)} />
          <div className="fw-embed-key-locations-tools">
            <p role="status">
              {selected.size} of {choices.length} selected
            </p>
            <span>
              <Button variant="ghost" size="sm" onClick={() => set('locationIds', toggleShown(values.locationIds, shown, true))} disabled={shown.length === 0}>
                Select shown
              </Button>
              <Button variant="ghost" size="sm" onClick={() => set('locationIds', toggleShown(values.locationIds, shown, false))} disabled={shown.length === 0}>
                Clear shown
              </Button>
            </span>
          </div>
          {locations === null ? (
            <p className="fw-embed-key-locations-empty">Loading locations...</p>
          ) : shown.length === 0 ? (
            <p className="fw-embed-key-locations-empty">No locations found</p>
          ) : (
            <ul className="fw-embed-key-locations-list" aria-label="Locations">
              {shown.map((choice) => (
                <li key={choice.id}>
                  <Checkbox
                    checked={selected.has(choice.id)}
                    onCheckedChange={(on) => set('locationIds', on ? [...values.locationIds, choice.id] : values.locationIds.filter((held) => held !== choice.id))}
                    label={
                      <>
                        {choice.name} <span className="fw-embed-key-town">{[choice.town, choice.active ? '' : 'inactive'].filter(Boolean).join(' · ')}</span>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {errors.locationIds ? (
            <p id={`${formId}-locations-error`} className="fw-field-error">
              {errors.locationIds}
            </p>
          ) : null}
        </fieldset>
        <TextField type="date" label="Last day (optional)" hint="Empty: the key works until it is revoked." error={errors.expiresAt} value={values.lastDay} onChange={(event) => set('lastDay', event.target.value)} />
      </form>
    </Dialog>
  )
}
