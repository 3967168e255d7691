// fw-user-counts: the admin dashboard's user-count cards. Importing this registers nothing; see
// user-counts.element.ts.
export { UserCounts, UserCountsView, USER_COUNT_CARDS, type UserCountsViewProps } from './user-counts'
export { countUsers, type UserCountFigures } from '../../src/users/user-counts'
