// The header's celebration switches: the one that is on carries the accent; below 640 px only the
// icons show (the names stay for screen readers), and on a phone the header closes up around its
// three switches and the theme menu so it keeps within the screen.
import { defineStyles } from '../../src/elements/style-sheets'

export const celebrationStyles = defineStyles(`
.shell-celebration-switches { display: flex; align-items: center; gap: 0.25rem; }
.shell-celebration-switch[aria-checked='true'] { color: var(--fw-accent); }
.shell-celebration-switch[aria-checked='false'] { color: var(--fw-muted-fg); }
@media (max-width: 639px) {
  .shell-celebration-switch { padding: 0 6px; }
  .shell-celebration-switch__text { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
@media (max-width: 479px) {
  header.shell-header { gap: 0.375rem; padding-inline: 0.5rem; }
  header.shell-header .shell-header__title { font-size: 1rem; }
  header.shell-header .shell-header__actions { gap: 0.125rem; }
  .shell-celebration-switches { gap: 0; }
  .shell-celebration-switch { padding: 0 4px; }
}
`, 'page')
