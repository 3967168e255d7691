// 'Home locations' from the user menu (docs/server.md#live-payments): the signed-in reader picks the locations whose
// payments celebrate on their screens, or follows the server's default. Saved on the server, so it
// follows them to every browser; their open live connections follow it at once.
import { useEffect, useState } from 'react'
import { errorText } from '../../src/api/errors'
import { ownHomeLocationsQuery, saveOwnHomeLocations } from '../../src/api/home-locations'
import { locationsQuery } from '../../src/api/queries'
import { Button, Dialog } from '../../widgets/ui-kit'
import { HomeLocationsField, useQuery } from '../../widgets/widget-kit'
import { shellApi } from '../app/shell-api'

export const HOME_LOCATIONS_DIALOG_TITLE = 'Home locations'

export interface HomeLocationsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function HomeLocationsDialog({ open, onOpenChange }: HomeLocationsDialogProps) {
  const own = useQuery(() => ownHomeLocationsQuery(shellApi), [])
  const locations = useQuery(() => locationsQuery(shellApi), [])
  // undefined until the reader changes something: the saved list shows meanwhile.
  const [draft, setDraft] = useState<string[] | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)

  useEffect(() => {
    if (!open) return
    setDraft(undefined)
    setRefusal(undefined)
  }, [open])

  const saved = own.status === 'ready' ? own.data.locationIds : null
  const value = draft === undefined ? saved : draft
  const failed = own.status === 'error' ? own.error : locations.status === 'error' ? locations.error : null

  async function save() {
    setBusy(true)
    setRefusal(undefined)
    try {
      await saveOwnHomeLocations(shellApi, value)
      onOpenChange(false)
    } catch (error) {
      setRefusal(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={HOME_LOCATIONS_DIALOG_TITLE}
      description="Choose where a payment celebrates on your screens."
      maxWidth={520}
      busy={busy}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" disabled={busy || own.status !== 'ready'} onClick={() => void save()}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      {failed !== null ? (
        <p className="fw-field-error" role="alert">
          Your home locations could not be read: {errorText(failed)}
        </p>
      ) : (
        <HomeLocationsField
          locations={locations.status === 'ready' ? locations.data.locations : null}
          defaultIds={own.status === 'ready' ? own.data.defaultLocationIds : null}
          value={value}
          onChange={setDraft}
          error={refusal}
          disabled={busy || own.status !== 'ready'}
        />
      )}
    </Dialog>
  )
}
