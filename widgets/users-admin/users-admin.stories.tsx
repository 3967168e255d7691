import type { Story, StoryDefault } from '@ladle/react'
import { FAKE_USERS } from '../../src/api/testing/fake-users'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import { WidgetFrame } from '../../ladle/widget-frame'
import { UserFormDialog } from './user-form-dialog'
import { EMPTY_USER_FORM, formValuesOf } from './user-form'
import { UsersAdmin } from './users-admin'

export default { title: 'Widgets / Users admin' } satisfies StoryDefault

const listed = routeFetch({
  'GET /users': () => json({ success: true, data: FAKE_USERS }),
  'POST /users': () => apiErrorAnswer(409, 'CONFLICT', 'Username is already taken', [{ field: 'username', message: 'Username is already taken' }]),
  'PUT /users/*': (request) => json({ success: true, data: { ...FAKE_USERS[1], ...(request.body as object) } }),
  'DELETE /users/*': () => apiErrorAnswer(409, 'CONFLICT', 'At least one active admin must remain'),
})
const none = routeFetch({ 'GET /users': () => json({ success: true, data: [] }) })
const pending = { fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch }
const failing = routeFetch({ 'GET /users': () => apiErrorAnswer(500, 'INTERNAL', 'Database unavailable') })

const Admin = ({ fetch, theme = 'light' }: { fetch: typeof globalThis.fetch; theme?: 'light' | 'dark' }) => (
  <WidgetFrame theme={theme} fetch={fetch} token="story">
    <UsersAdmin />
  </WidgetFrame>
)

/** The staff list; creating a user is refused as taken, deleting as the last admin. */
export const Default: Story = () => <Admin fetch={listed.fetch} />
export const Loading: Story = () => <Admin fetch={pending.fetch} />
export const Empty: Story = () => <Admin fetch={none.fetch} />
export const Error: Story = () => <Admin fetch={failing.fetch} />
export const CreateDialog: Story = () => (
  <WidgetFrame theme="light">
    <UserFormDialog mode="create" open initial={EMPTY_USER_FORM} onOpenChange={() => undefined} onSubmit={() => Promise.resolve()} />
  </WidgetFrame>
)
const casey = formValuesOf(FAKE_USERS[1]!)
export const EditDialog: Story = () => (
  <WidgetFrame theme="light">
    <UserFormDialog mode="edit" open initial={casey} onOpenChange={() => undefined} onSubmit={() => Promise.resolve()} />
  </WidgetFrame>
)
export const Dark: Story = () => <Admin fetch={listed.fetch} theme="dark" />
