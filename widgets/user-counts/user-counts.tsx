// fw-user-counts: the admin dashboard's four user-count cards (docs/screens.md#admin-dashboard /admin/): Total, Active,
// Inactive and Admin Users, counted from GET /api/users on the page's query cache (the same
// answer User Management shows, so both agree).
import { QueryStateView, useQuery } from '../widget-kit'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { usersQuery } from '../../src/api/admin-queries'
import { formatCount } from '../../src/format'
import { Card } from '../ui-kit'
import { countUsers, type UserCountFigures } from '../../src/users/user-counts'
import userCountsCss from './user-counts.css?inline'

const userCountsStyles = defineStyles(userCountsCss)

interface CountCard {
  key: keyof UserCountFigures
  title: string
  note: string
}

/** The cards in reading order. */
export const USER_COUNT_CARDS: readonly CountCard[] = [
  { key: 'total', title: 'Total', note: 'All accounts' },
  { key: 'active', title: 'Active', note: 'Can sign in' },
  { key: 'inactive', title: 'Inactive', note: 'Cannot sign in' },
  { key: 'admins', title: 'Admin Users', note: 'With the admin role' },
]

export interface UserCountsViewProps {
  /** The counts; null while they load. */
  counts: UserCountFigures | null
}

/** The cards for given counts: pure, so stories and tests feed it fixtures. */
export function UserCountsView({ counts }: UserCountsViewProps) {
  useStyles(userCountsStyles)
  return (
    <div className="fw-user-counts" data-status={counts ? 'ready' : 'loading'} aria-busy={counts ? undefined : true}>
      {USER_COUNT_CARDS.map((card) => (
        <Card key={card.key} title={card.title} data-card={card.key}>
          <p className="fw-user-count-value">{counts ? formatCount(counts[card.key]) : 'Loading...'}</p>
          <p className="fw-user-count-note">{card.note}</p>
        </Card>
      ))}
    </div>
  )
}

/** The cards from the API (fw-user-counts). */
export function UserCounts() {
  useStyles(userCountsStyles)
  const api = useWidgetApi()
  const state = useQuery(() => usersQuery(api), [api])
  return (
    <QueryStateView state={state} className="fw-user-counts" what="the users" loading={<UserCountsView counts={null} />}>
      {(users) => <UserCountsView counts={countUsers(users)} />}
    </QueryStateView>
  )
}
