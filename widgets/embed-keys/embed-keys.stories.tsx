// fw-embed-keys stories: the list of keys (one in use, one expired, one revoked), the element on
// the stories' fake API (New key and Revoke work against it), loading, empty and failed lists, the
// new-key form and the secret shown once, light and dark.
import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { fixtureStands } from '../../ladle/fixture-season'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { CreatedKeyDialog } from './created-key-dialog'
import { EmbedKeys } from './embed-keys'
import { EmbedKeysView } from './embed-keys-view'
import { KeyFormDialog } from './key-form-dialog'
import { demoKeys } from './keys-fixture'

export default { title: 'Widgets / Embedding keys' } satisfies StoryDefault

const ignore = () => undefined
const stands = () => fixtureStands().slice(0, 6)
const names = () => new Map(stands().map((location) => [location.id, location.name]))
const keys = () => demoKeys(stands().map((location) => location.id))

/** The three keys as the admin sees them. */
export const Default: Story = () => <EmbedKeysView keys={keys()} locationNames={names()} onRevoke={ignore} />

/** The whole element on the stories' fake server: New key and Revoke change its keys. */
export const Element: Story = () => <EmbedKeys />

export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-embed-keys-list" what="the embedding keys" loading={<p>Loading keys...</p>}>
    {() => null}
  </QueryStateView>
)

export const Empty: Story = () => <EmbedKeysView keys={[]} locationNames={names()} onRevoke={ignore} />

export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, 'Something went wrong on the server. Reference: 7f3a.', 'INTERNAL') }} className="fw-embed-keys-list" what="the embedding keys" loading={null}>
    {() => null}
  </QueryStateView>
)

/** The new-key form, open, with the stands to choose from. */
export const NewKey: Story = () => <KeyFormDialog open onOpenChange={ignore} locations={stands()} onSubmit={async () => undefined} />

/** A key just made: its secret and the host's code, shown this once. */
export const Created: Story = () => {
  const [key] = keys()
  return <CreatedKeyDialog created={key ? { key, secret: 'fwk_q7XeW2fJkL0pR9sT1uV3wX5yZ7aB9cD1eF3gH5i' } : null} apiBase="https://dash.example/api" onClose={ignore} />
}

export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <EmbedKeysView keys={keys()} locationNames={names()} onRevoke={ignore} />
  </WidgetFrame>
)
