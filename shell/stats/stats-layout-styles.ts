// The /stats frame: the sidebar (16rem, 3rem as icons; docs/screens.md#numbers-the-screens-keep), the sheet, the header, the content.
import { defineStyles } from '../../src/elements/style-sheets'

export const statsLayoutStyles = defineStyles(`
.shell-stats { display: flex; min-height: 100vh; }
.shell-sidebar { position: sticky; top: 0; height: 100vh; flex: none; width: 16rem; border-right: 1px solid var(--fw-border);
  background: var(--fw-surface); transition: width 150ms ease; }
.shell-sidebar[data-state='collapsed'] { width: 3rem; }
.shell-sidebar__content { display: flex; flex-direction: column; height: 100%; min-height: 0; gap: 0.75rem; padding: 0.5rem; }
.shell-sidebar[data-state='collapsed'] .shell-sidebar__content { padding: 0.5rem 0.25rem; align-items: center; }
.shell-sidebar__header { display: flex; align-items: center; gap: 0.5rem; }
.shell-sidebar__title { flex: 1; font-weight: 700; }
.shell-sidebar__label { margin: 0 0 0.25rem; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--fw-muted-fg); }
.shell-sidebar__locations { display: flex; flex-direction: column; gap: 0.5rem; flex: 1; min-height: 0; }
.shell-sidebar__list { flex: 1; min-height: 0; overflow: auto; }
.shell-sidebar__spacer { flex: 1; }
.shell-sidebar__footer { border-top: 1px solid var(--fw-border); padding-top: 0.5rem; }

.shell-logo { position: relative; display: inline-grid; place-items: center; width: 2rem; height: 2rem; flex: none; border: 0;
  border-radius: var(--fw-radius); color: #ffffff; cursor: pointer; }
.shell-logo__dot { position: absolute; right: -2px; bottom: -2px; width: 10px; height: 10px; border-radius: 50%;
  border: 2px solid var(--fw-surface); background: #dc2626; }
.shell-logo__dot[data-status='connected'] { background: #16a34a; }
.shell-logo__dot[data-status='connecting'] { background: #eab308; animation: shell-pulse 1s ease-in-out infinite; }
@keyframes shell-pulse { 50% { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .shell-logo__dot[data-status='connecting'] { animation: none; } }

.shell-views__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.shell-views__button { display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.5rem; border-radius: calc(var(--fw-radius) / 1.5);
  color: var(--fw-fg); text-decoration: none; }
.shell-views__button:hover { background: var(--fw-grid); }
.shell-views__button[aria-current='page'] { background: var(--fw-accent); color: var(--fw-accent-fg); font-weight: 600; }

.shell-user { display: flex; align-items: center; gap: 0.5rem; text-align: left; }
.shell-user__avatar { display: inline-grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%;
  background: var(--fw-accent); color: var(--fw-accent-fg); font-size: 0.7rem; font-weight: 700; flex: none; }
.shell-user__text { display: grid; line-height: 1.2; }
.shell-user__name { font-weight: 600; }
.shell-user__role { font-size: 0.8rem; color: var(--fw-muted-fg); }

.shell-stats__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.shell-header { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 1rem;
  border-bottom: 1px solid var(--fw-border); background: var(--fw-bg); }
.shell-header__title { margin: 0; font-size: 1.1rem; }
.shell-header__actions { margin-left: auto; display: flex; align-items: center; gap: 0.5rem; }
.shell-content { flex: 1; min-width: 0; padding: 1rem; }

.fw-dialog-overlay:has(.shell-sheet) { place-items: stretch start; padding: 0; }
.fw-dialog.shell-sheet { height: 100dvh; max-height: none; border-radius: 0; width: 18rem; }
.shell-sheet .fw-dialog-body { display: flex; flex-direction: column; flex: 1; padding: 0.5rem; }
`, 'page')
