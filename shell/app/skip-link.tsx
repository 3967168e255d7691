// 'Skip to content': the page's first Tab stop, hidden until focused, taking keyboard readers past
// the sidebar and the header to the screen's content (the layout's <main id="main-content">, or
// the screen's own <main> where there is no layout), which takes the focus.
import { useStyles } from '../../src/elements/use-styles'
import { defineStyles } from '../../src/elements/style-sheets'

export const MAIN_CONTENT_ID = 'main-content'

const skipLinkStyles = defineStyles(
  `
.shell-skip-link {
  position: fixed; top: 8px; left: 8px; z-index: 1000;
  padding: 8px 14px; border-radius: var(--fw-radius);
  background: var(--fw-surface-raised); color: var(--fw-fg);
  border: 2px solid var(--fw-focus); font-weight: 600; text-decoration: none;
  transform: translateY(calc(-100% - 16px));
}
.shell-skip-link:focus { transform: none; outline: none; }
main:focus { outline: none; }
@media print { .shell-skip-link { display: none; } }
`,
  'page',
)

/** The content the link leads to: the layout's main, else the screen's. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main')
}

export function SkipLink() {
  useStyles(skipLinkStyles)
  return (
    <a
      className="shell-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus moves, the URL stays as it is (the router owns it).
        event.preventDefault()
        const main = mainContent()
        if (!main) return
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
        main.focus()
      }}
    >
      Skip to content
    </a>
  )
}
