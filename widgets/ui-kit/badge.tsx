// A badge names a state in a word: an order's COMPLETED (success), OPEN (info), CANCELED
// (destructive) or anything else (neutral); a user's admin role (destructive).
import type { ComponentPropsWithRef } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import badgeCss from './badge.css?inline'
import { classNames } from './class-names'

export const badgeStyles = defineStyles(badgeCss, 'kit')

/** success green, info blue, destructive red, neutral grey, warning amber; default solid accent. */
export type BadgeVariant = 'default' | 'outline' | 'success' | 'info' | 'destructive' | 'neutral' | 'warning'

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  useStyles(badgeStyles)
  return <span data-variant={variant} className={classNames('fw-badge', className)} {...props} />
}
