// fw-users-admin: User Management. Importing this registers nothing; see users-admin.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { UsersAdmin as UsersAdminContent } from './users-admin'
export { UsersList, UsersStats, deleteQuestion, LOAD_FAILED, type UsersListProps } from './users-admin'
export { UsersTable, lastLoginText, type UsersTableProps } from './users-table'
export { UserFormDialog, DIALOG_TEXT, USERNAME_HINT, PASSWORD_HINT, USER_DIALOG_MAX_WIDTH, type UserFormDialogProps } from './user-form-dialog'
export { checkUserForm, EMPTY_USER_FORM, formValuesOf, type UserFormValues, type UserFormErrors, type UserFormMode } from './user-form'

/** <fw-users-admin> as a React component: in its own shadow root, styled and themed like the element. */
export const UsersAdmin = framedWidget(UsersAdminContent)
