// Buttons for every screen: a look (variant) and a size, nothing else. An icon-only button must
// still say what it does to a screen reader, so IconButton takes its name as a required prop.
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import buttonCss from './button.css?inline'
import { classNames } from './class-names'

export const buttonStyles = defineStyles(buttonCss, 'kit')

export type ButtonVariant = 'default' | 'primary' | 'destructive' | 'ghost' | 'outline'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** The look; `default` is a bordered neutral button. */
  variant?: ButtonVariant
  /** Height and padding; `md` (36 px) unless told. */
  size?: ButtonSize
}

/** A native <button> (type="button" unless told) in the kit's look. */
export function Button({ variant = 'default', size = 'md', type = 'button', className, ...props }: ButtonProps) {
  useStyles(buttonStyles)
  return <button type={type} data-variant={variant} data-size={size} className={classNames('fw-button', className)} {...props} />
}

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children' | 'aria-label'> {
  /** What the button does ("Delete user"): its accessible name and its tooltip. */
  label: string
  /** The glyph drawn; decorative (aria-hidden). */
  icon: ReactNode
  size?: 'sm' | 'md'
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', title, className, ...props }: IconButtonProps) {
  useStyles(buttonStyles)
  return (
    <button
      type={type}
      data-variant={variant}
      data-size={size === 'sm' ? 'icon-sm' : 'icon'}
      className={classNames('fw-button', className)}
      aria-label={label}
      title={title ?? label}
      {...props}
    >
      {icon}
    </button>
  )
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  href: string
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A real link (middle-click, copy link) that looks like a button. */
export function ButtonLink({ variant = 'default', size = 'md', className, ...props }: ButtonLinkProps) {
  useStyles(buttonStyles)
  return <a data-variant={variant} data-size={size} className={classNames('fw-button', className)} {...props} />
}
