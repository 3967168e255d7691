import type { Story, StoryDefault } from '@ladle/react'
import { FAKE_USERS } from '../../src/api/testing/fake-users'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import { WidgetFrame } from '../../ladle/widget-frame'
import { countUsers } from '../../src/users/user-counts'
import { UserCounts, UserCountsView } from './user-counts'

export default { title: 'Widgets / User counts' } satisfies StoryDefault

const listed = routeFetch({ 'GET /users': () => json({ success: true, data: FAKE_USERS }) })
const failing = routeFetch({ 'GET /users': () => apiErrorAnswer(500, 'INTERNAL', 'Failed to load users') })

/** Loaded through the API (a fake one). */
export const Default: Story = () => (
  <WidgetFrame theme="light" fetch={listed.fetch} token="story">
    <UserCounts />
  </WidgetFrame>
)
export const Loading: Story = () => <UserCountsView counts={null} />
export const Empty: Story = () => <UserCountsView counts={countUsers([])} />
export const Error: Story = () => (
  <WidgetFrame theme="light" fetch={failing.fetch} token="story">
    <UserCounts />
  </WidgetFrame>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <UserCountsView counts={countUsers(FAKE_USERS)} />
  </WidgetFrame>
)
