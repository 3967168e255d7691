// The user menu's trigger content (docs/screens.md#the-sidebar): initials, and beside them, unless compact, the
// username and the first role or 'User'.

/** docs/screens.md#the-sidebar: the role shown under the name. */
export function roleLabel(roles: readonly string[]): string {
  return roles[0] ?? 'User'
}

export function UserBadge({ username, roles, compact }: { username: string; roles: readonly string[]; compact: boolean }) {
  return (
    <span className="shell-user">
      <span className="shell-user__avatar" aria-hidden="true">
        {username.slice(0, 2).toUpperCase()}
      </span>
      {!compact ? (
        <span className="shell-user__text">
          <span className="shell-user__name">{username}</span>
          <span className="shell-user__role">{roleLabel(roles)}</span>
        </span>
      ) : null}
    </span>
  )
}
