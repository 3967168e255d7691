// A password field: a TextField whose eye button shows and hides what was typed (the button says
// which it will do, and aria-pressed whether the password shows). Every password in the product
// is typed into one: the sign-in form and the user dialogs.
import { useState } from 'react'
import { IconButton } from './button'
import { TextField, type TextFieldProps } from './field'
import { EyeIcon, EyeOffIcon } from './icons'

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>

export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <IconButton size="sm" label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} icon={shown ? <EyeOffIcon /> : <EyeIcon />} onClick={() => setShown(!shown)} />
      }
    />
  )
}
