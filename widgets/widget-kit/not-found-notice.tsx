// A screen whose subject does not exist (SPEC §8): 'Location Not Found', 'Order Not Found', with
// the sentence naming what was asked for. One look for every widget that shows one.
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'

const notFoundStyles = defineStyles(`
.fw-not-found { padding: 24px 16px; border: 1px solid var(--fw-border); border-radius: var(--fw-radius); background: var(--fw-surface); color: var(--fw-fg); }
.fw-not-found-title { margin: 0 0 8px; font-size: 1.15rem; font-weight: 700; }
.fw-not-found-message { margin: 0; color: var(--fw-muted-fg); }
`, 'kit')

export interface NotFoundNoticeProps {
  /** 'Location Not Found' */
  title: string
  /** 'The location with ID … could not be found.' */
  message: string
  /** The widget's root class, kept so its layout holds. */
  className: string
}

export function NotFoundNotice({ title, message, className }: NotFoundNoticeProps) {
  useStyles(notFoundStyles)
  return (
    <div className={className} data-status="not-found">
      <section className="fw-not-found" role="alert">
        <h2 className="fw-not-found-title">{title}</h2>
        <p className="fw-not-found-message">{message}</p>
      </section>
    </div>
  )
}

export const LOCATION_NOT_FOUND_TITLE = 'Location Not Found'
