// The sign-in form (SPEC §2 /login, §4 Auth, §5 Login, §8): Username and Password, both required,
// the password's show/hide toggle, 'Signing in...' while the request runs, and on failure the
// server's message or 'Login failed'. It only collects and reports; `onSubmit` signs in.
import { useId, useState, type FormEvent } from 'react'
import { LOGIN_FAILED } from '../../src/api/auth'
import { errorText } from '../../src/api/errors'
import { loginRequestSchema, type LoginRequest } from '../../src/contract/auth'
import { Button } from '../../widgets/ui-kit'

export interface LoginFormProps {
  /** Signs in; a rejection's message is shown under the form. */
  onSubmit: (credentials: LoginRequest) => Promise<void>
}

type FieldErrors = Partial<Record<keyof LoginRequest, string>>

export function LoginForm({ onSubmit }: LoginFormProps) {
  const id = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
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
    <form className="shell-login__form" onSubmit={submit} noValidate aria-describedby={failure ? `${id}-failure` : undefined}>
      <div className="shell-field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          placeholder="Enter your username"
          required
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? `${id}-username-error` : undefined}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        {fieldErrors.username ? (
          <p id={`${id}-username-error`} className="shell-field__error">
            {fieldErrors.username}
          </p>
        ) : null}
      </div>
      <div className="shell-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <div className="shell-field__password">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Enter your password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="shell-field__toggle"
            aria-controls={`${id}-password`}
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </Button>
        </div>
        {fieldErrors.password ? (
          <p id={`${id}-password-error`} className="shell-field__error">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p id={`${id}-failure`} className="shell-login__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="shell-login__submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
