// An on/off switch ('Live Mode', 'Has Sales Data'): a <button role="switch"> so Space and Enter
// flip it, with a real <label> beside it that flips it too.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'
import togglesCss from './toggles.css?inline'

export const toggleStyles = defineStyles(togglesCss, 'kit')

export interface SwitchProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children' | 'role' | 'value'> {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The visible label; always the switch's accessible name. */
  label: ReactNode
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean
}

export function Switch({ checked, onCheckedChange, label, hideLabel = false, id, disabled, className, ...props }: SwitchProps) {
  useStyles(toggleStyles)
  const generatedId = useId()
  const switchId = id ?? generatedId
  return (
    <span className={classNames('fw-switch-field', className)} data-disabled={disabled || undefined}>
      <button
        {...props}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className="fw-switch"
        onClick={(event) => {
          props.onClick?.(event)
          if (!event.defaultPrevented) onCheckedChange(!checked)
        }}
      >
        <span className="fw-switch-thumb" />
      </button>
      <label htmlFor={switchId} className={hideLabel ? 'fw-visually-hidden' : 'fw-switch-label'}>
        {label}
      </label>
    </span>
  )
}
