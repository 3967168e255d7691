// A labelled form field: the label above the control, then its hint and its error message, both
// tied to the control with aria-describedby so a screen reader reads them with it. TextField is
// the common case, an <input>; Field wraps any control given its ids.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'
import fieldCss from './field.css?inline'

export const fieldStyles = defineStyles(fieldCss, 'kit')

/** The ids a control inside a Field must carry. */
export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export interface FieldProps {
  label: ReactNode
  /** A line under the control saying what is allowed. */
  hint?: ReactNode
  /** The message under the control; marks it invalid. */
  error?: string | null
  /** Draws the control with the ids it must carry. */
  children: (control: FieldControlProps) => ReactNode
  className?: string
}

export function Field({ label, hint, error, children, className }: FieldProps) {
  useStyles(fieldStyles)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint !== undefined ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={classNames('fw-field', className)}>
      <label className="fw-field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint !== undefined ? (
        <p id={hintId} className="fw-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="fw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** A control inside the field's end (a show/hide button). */
  trailing?: ReactNode
  fieldClassName?: string
}

/** A labelled <input> with its hint and error. */
export function TextField({ label, hint, error, trailing, fieldClassName, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <div className="fw-field-control">
          <input {...input} {...control} className={classNames('fw-input', className)} />
          {trailing !== undefined ? <span className="fw-field-trailing">{trailing}</span> : null}
        </div>
      )}
    </Field>
  )
}
