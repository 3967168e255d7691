// The admin frame: a fixed sidebar of links beside the header and the admin element.
import { defineStyles } from '../../src/elements/style-sheets'

export const adminStyles = defineStyles(`
.shell-admin { display: flex; min-height: 100vh; }
.shell-admin__sidebar { position: sticky; top: 0; height: 100vh; flex: none; width: 16rem; display: flex; flex-direction: column; gap: 0.5rem;
  padding: 0.75rem 0.5rem; border-right: 1px solid var(--fw-border); background: var(--fw-surface); }
.shell-admin__brand { margin: 0 0.5rem 0.5rem; font-weight: 700; }
.shell-admin__nav { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.shell-admin__link { display: block; padding: 0.4rem 0.5rem; border-radius: calc(var(--fw-radius) / 1.5); color: var(--fw-fg); text-decoration: none; }
.shell-admin__link:hover { background: var(--fw-grid); }
.shell-admin__link[aria-current='page'] { background: var(--fw-accent); color: var(--fw-accent-fg); font-weight: 600; }
.shell-admin__return { margin-top: auto; border-top: 1px solid var(--fw-border); border-radius: 0; padding-top: 0.75rem; }
.shell-admin__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.shell-header { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 1rem;
  border-bottom: 1px solid var(--fw-border); background: var(--fw-bg); }
.shell-header__title { margin: 0; font-size: 1.1rem; }
.shell-header__actions { margin-left: auto; display: flex; align-items: center; gap: 0.5rem; }
.shell-content { flex: 1; min-width: 0; padding: 1rem; }
/* A phone gets the entries as one row that scrolls sideways above the page, not a screen of links. */
@media (max-width: 767px) {
  .shell-admin { flex-direction: column; }
  .shell-admin__sidebar { position: static; height: auto; width: auto; flex-direction: row; align-items: center; gap: 0.25rem;
    padding: 0.5rem; border-right: 0; border-bottom: 1px solid var(--fw-border); overflow-x: auto; }
  .shell-admin__brand { display: none; }
  .shell-admin__sidebar nav { flex: none; }
  .shell-admin__nav { display: flex; gap: 2px; }
  .shell-admin__link { white-space: nowrap; }
  .shell-admin__return { margin: 0; border-top: 0; border-left: 1px solid var(--fw-border); border-radius: 0; padding-top: 0.4rem; }
}
`, 'page')
