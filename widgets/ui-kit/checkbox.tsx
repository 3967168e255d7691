// A checkbox with its label: the native input, so forms, keyboard and screen readers need
// nothing extra; the theme's accent colours the tick.
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'
import { toggleStyles } from './switch'

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  label: ReactNode
}

export function Checkbox({ checked, onCheckedChange, label, disabled, className, ...props }: CheckboxProps) {
  useStyles(toggleStyles)
  return (
    <label className={classNames('fw-checkbox', className)} data-disabled={disabled || undefined}>
      <input {...props} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  )
}
