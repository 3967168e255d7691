// The combobox's closed face: a button showing the choice (or the placeholder) and, while
// something is chosen, a clear button beside it. One drawing for the combobox itself and for the
// stand-in shown while its popover's code loads (./combobox-on-demand.tsx), so nothing moves when
// one replaces the other.
import { Button, IconButton, type ButtonProps } from './button'
import { classNames } from './class-names'
import { comboboxStyles } from './combobox-styles'
import { ChevronDownIcon, CloseIcon } from './icons'
import { useStyles } from '../../src/elements/use-styles'

export interface ComboboxTriggerProps {
  /** The accessible name ('Filter by City'); the chosen label is added after a colon. */
  label: string
  /** The chosen option's label, or null while nothing is chosen. */
  chosenLabel: string | null
  /** Shown while nothing is chosen. */
  placeholder: string
  /** Whether a value is set (a clear button can show even when no option carries it). */
  hasValue: boolean
  /** The clear button's name; no clear button without it or while no value is set. */
  clearLabel?: string
  onClear: () => void
  disabled?: boolean
  className?: string
  /** What the button also carries: @floating-ui's reference props, or a stand-in's handlers. */
  buttonProps?: ButtonProps
}

export function ComboboxTrigger({ label, chosenLabel, placeholder, hasValue, clearLabel, onClear, disabled, className, buttonProps }: ComboboxTriggerProps) {
  useStyles(comboboxStyles)
  return (
    <span className={classNames('fw-combobox', className)}>
      <Button
        className="fw-combobox-trigger"
        variant="outline"
        disabled={disabled}
        aria-label={chosenLabel !== null ? `${label}: ${chosenLabel}` : label}
        {...buttonProps}
      >
        <span className="fw-combobox-value" data-placeholder={chosenLabel !== null ? undefined : ''}>
          {chosenLabel ?? placeholder}
        </span>
        <ChevronDownIcon />
      </Button>
      {clearLabel !== undefined && hasValue ? <IconButton label={clearLabel} icon={<CloseIcon />} size="sm" disabled={disabled} onClick={onClear} /> : null}
    </span>
  )
}
