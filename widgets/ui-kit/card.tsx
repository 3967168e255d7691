// A card: the raised box most screens put their content in. With a title it is a labelled
// region (<section aria-labelledby>), so screen-reader users can jump between cards.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import cardCss from './card.css?inline'
import { classNames } from './class-names'

export const cardStyles = defineStyles(cardCss, 'kit')

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The heading; without one the card is a plain box. */
  title?: ReactNode
  /** A line under the title, in muted text. */
  description?: ReactNode
  /** Controls at the header's end (a menu, a button). */
  actions?: ReactNode
  /** The footer row, usually buttons (right-aligned). */
  footer?: ReactNode
  /** The title's heading level, so the card fits the page's outline; 3 unless told. */
  headingLevel?: 2 | 3 | 4
}

export function Card({ title, description, actions, footer, headingLevel = 3, className, children, ...props }: CardProps) {
  useStyles(cardStyles)
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined
  return (
    <section className={classNames('fw-card', className)} aria-labelledby={title !== undefined ? titleId : undefined} {...props}>
      {hasHeader ? (
        <header className="fw-card-header" part="header">
          <div className="fw-card-heading">
            {title !== undefined ? (
              <Heading id={titleId} className="fw-card-title" part="title">
                {title}
              </Heading>
            ) : null}
            {description !== undefined ? <p className="fw-card-description">{description}</p> : null}
          </div>
          {actions !== undefined ? <div className="fw-card-actions">{actions}</div> : null}
        </header>
      ) : null}
      {children !== undefined ? <div className="fw-card-content" part="body">{children}</div> : null}
      {footer !== undefined ? <footer className="fw-card-footer">{footer}</footer> : null}
    </section>
  )
}
