// The sign-in form (docs/screens.md#general, docs/shell-and-widgets.md#sign-in-and-sessions, docs/contract.md#validation-messages, docs/screens.md#errors-and-messages), the one the shell's /login page and
// every widget's sign-in prompt draw: Username and Password, both required (each message under
// its field), the password's show/hide toggle, 'Signing in...' while the request runs, and on
// failure the server's message or 'Login failed'. It only collects and reports: `onSubmit` signs in.
import { useId, useState, type FormEvent } from 'react'
import { LOGIN_FAILED } from '../../../src/api/auth'
import { errorText } from '../../../src/api/errors'
import { loginRequestSchema, type LoginRequest } from '../../../src/contract/auth'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import { Button, PasswordField, TextField } from '../../ui-kit'

export interface SignInFormProps {
  /** Signs in; a rejection's message is shown under the form. */
  onSubmit: (credentials: LoginRequest) => Promise<void>
}

type FieldErrors = Partial<Record<keyof LoginRequest, string>>

const signInFormStyles = defineStyles(`
.fw-sign-in-form { display: grid; gap: 1rem; }
.fw-sign-in-form__failure { margin: 0; padding: 0.6rem 0.75rem; color: var(--fw-negative);
  border: 1px solid var(--fw-negative); border-radius: calc(var(--fw-radius) / 1.5); }
.fw-sign-in-form__submit { width: 100%; }
`, 'kit')

export function SignInForm({ onSubmit }: SignInFormProps) {
  useStyles(signInFormStyles)
  const id = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | undefined>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const credentials = loginRequestSchema.safeParse({ username: username.trim(), password })
    if (!credentials.success) {
      const errors: FieldErrors = {}
      for (const issue of credentials.error.issues) {
        const field = issue.path[0] as keyof LoginRequest | undefined
        if (field && !errors[field]) errors[field] = issue.message
      }
      setFieldErrors(errors)
      return
    }
    setFieldErrors({})
    setFailure(undefined)
    setPending(true)
    try {
      await onSubmit(credentials.data)
    } catch (error) {
      setFailure(errorText(error) || LOGIN_FAILED)
      setPending(false)
    }
  }

  return (
    <form className="fw-sign-in-form" onSubmit={submit} noValidate aria-describedby={failure ? `${id}-failure` : undefined}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="Enter your username"
        required
        error={fieldErrors.username}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        required
        error={fieldErrors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure ? (
        <p id={`${id}-failure`} className="fw-sign-in-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="fw-sign-in-form__submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
