// /login (docs/screens.md#general): 'Welcome Back' on the random gradient, around the widgets' own sign-in form.
// Signing in goes through the page's session store; once it says authenticated, the route guard
// sends the reader to `/`. A first sign-in ever is noted, so the dashboard asks for home stands.
import { useStore } from '@nanostores/react'
import { login } from '../../src/stores/session'
import { useStyles } from '../../src/elements/use-styles'
import { SignInForm } from '../../widgets/widget-kit'
import { shellApi } from '../app/shell-api'
import { signedIn } from '../celebrations/first-sign-in-store'
import { $gradient } from '../theme/gradient'
import { loginStyles } from './login-styles'

export default function LoginScreen() {
  useStyles(loginStyles)
  const gradient = useStore($gradient)
  return (
    <main className="shell-login" style={{ backgroundImage: gradient }}>
      <section className="shell-login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="shell-login__title">
          Welcome Back
        </h1>
        <p className="shell-login__text">Sign in to access your fireworks dashboard</p>
        <SignInForm onSubmit={async (credentials) => signedIn(await login(shellApi, credentials))} />
      </section>
    </main>
  )
}
