// A screen whose subject does not exist (docs/screens.md#errors-and-messages): 'Location Not Found', 'Order Not Found', with
// the sentence naming what was asked for, and a link back to where the reader can pick again (so a
// stale link is never a dead end). One look for every widget that shows one.
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import { WidgetLink } from '../links/widget-link'

const notFoundStyles = defineStyles(`
.fw-not-found { padding: 24px 16px; border: 1px solid var(--fw-border); border-radius: var(--fw-radius); background: var(--fw-surface); color: var(--fw-fg); }
.fw-not-found-title { margin: 0 0 8px; font-size: 1.15rem; font-weight: 700; }
.fw-not-found-message { margin: 0; color: var(--fw-muted-fg); }
.fw-not-found-back { display: inline-block; margin-top: 12px; color: var(--fw-accent, var(--fw-fg)); }
`, 'kit')

export interface NotFoundNoticeProps {
  /** 'Location Not Found' */
  title: string
  /** 'The location with ID … could not be found.' */
  message: string
  /** The widget's root class, kept so its layout holds. */
  className: string
  /** Where the reader goes back to: a link template of its own kind, its params and its words. */
  back?: { template: string; params?: Readonly<Record<string, string | number>>; label: string }
}

export function NotFoundNotice({ title, message, className, back }: NotFoundNoticeProps) {
  useStyles(notFoundStyles)
  return (
    <div className={className} data-status="not-found">
      <section className="fw-not-found" role="alert">
        <h2 className="fw-not-found-title">{title}</h2>
        <p className="fw-not-found-message">{message}</p>
        {back ? (
          <WidgetLink className="fw-not-found-back" template={back.template} defaultTemplate={back.template} params={back.params ?? {}}>
            {back.label}
          </WidgetLink>
        ) : null}
      </section>
    </div>
  )
}

export const LOCATION_NOT_FOUND_TITLE = 'Location Not Found'

/** Back to the locations, from a location that does not exist. */
export const BACK_TO_LOCATIONS = { template: '/stats/locations/map', label: 'Back to the locations' } as const
