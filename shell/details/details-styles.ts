// The details frame: breadcrumb, actions, heading and tabs.
import { defineStyles } from '../../src/elements/style-sheets'

export const detailsStyles = defineStyles(`
.shell-details { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.shell-details > * { min-width: 0; }
.shell-details__top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
.shell-details__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.shell-details__heading { display: grid; gap: 0.15rem; }
.shell-details__title { margin: 0; font-size: 1.35rem; overflow-wrap: anywhere; }
.shell-details__muted { margin: 0; color: var(--fw-muted-fg); }
.shell-breadcrumb ol { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0; padding: 0; list-style: none; }
.shell-breadcrumb li + li::before { content: '›'; margin-right: 0.4rem; color: var(--fw-muted-fg); }
.shell-breadcrumb [aria-current='page'] { color: var(--fw-muted-fg); }
`, 'page')
