// The sign-in page's styles.
import { defineStyles } from '../../src/elements/style-sheets'

export const loginStyles = defineStyles(`
.shell-login { min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1.5rem; }
.shell-login__card { width: 100%; max-width: 24rem; padding: 2rem; border-radius: calc(var(--fw-radius) * 1.5);
  background: var(--fw-surface-raised); color: var(--fw-fg); box-shadow: 0 20px 45px rgb(0 0 0 / 0.35); }
.shell-login__title { margin: 0 0 0.35rem; font-size: 1.6rem; text-align: center; }
.shell-login__text { margin: 0 0 1.5rem; color: var(--fw-muted-fg); text-align: center; }
.shell-login__form { display: grid; gap: 1rem; }
.shell-field { display: grid; gap: 0.35rem; }
.shell-field label { font-weight: 600; }
.shell-field input { font: inherit; color: var(--fw-fg); background: var(--fw-bg); width: 100%; min-width: 0;
  padding: 0.5rem 0.65rem; border: 1px solid var(--fw-border); border-radius: calc(var(--fw-radius) / 1.5); }
.shell-field input[aria-invalid='true'] { border-color: var(--fw-negative); }
.shell-field__password { display: flex; gap: 0.4rem; align-items: center; }
.shell-field__toggle { white-space: nowrap; }
.shell-field__error, .shell-login__failure { margin: 0; color: var(--fw-negative); }
.shell-login__failure { padding: 0.6rem 0.75rem; border: 1px solid var(--fw-negative); border-radius: calc(var(--fw-radius) / 1.5); }
.shell-login__submit { width: 100%; }
`, 'page')
