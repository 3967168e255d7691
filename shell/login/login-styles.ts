// The sign-in page's styles: the card on the gradient (the form brings its own, widgets/widget-kit).
import { defineStyles } from '../../src/elements/style-sheets'

export const loginStyles = defineStyles(`
.shell-login { min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1.5rem; }
.shell-login__card { width: 100%; max-width: 24rem; padding: 2rem; border-radius: calc(var(--fw-radius) * 1.5);
  background: var(--fw-surface-raised); color: var(--fw-fg); box-shadow: 0 20px 45px rgb(0 0 0 / 0.35); }
.shell-login__title { margin: 0 0 0.35rem; font-size: 1.6rem; text-align: center; }
.shell-login__text { margin: 0 0 1.5rem; color: var(--fw-muted-fg); text-align: center; }
`, 'page')
