// fw-user-counts: the admin dashboard's user-count cards. Importing this registers nothing; see
// user-counts.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { UserCounts as UserCountsContent } from './user-counts'
export { UserCountsView, USER_COUNT_CARDS, type UserCountsViewProps } from './user-counts'
export { countUsers, type UserCountFigures } from '../../src/users/user-counts'

/** <fw-user-counts> as a React component: in its own shadow root, styled and themed like the element. */
export const UserCounts = framedWidget(UserCountsContent)
