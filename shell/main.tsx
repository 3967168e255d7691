// The dashboard shell's entry: the page's theme tokens on the document, the stored theme applied,
// the session restored (docs/shell-and-widgets.md#sign-in-and-sessions; the session store runs its own 5-minute refresh check while
// signed in), the widgets' events heard, the service worker registered, and the app rendered.
import { createRoot } from 'react-dom/client'
import { adoptStyles } from '../src/elements/style-sheets'
import { pageThemeStyles } from '../src/elements/theme'
import { restoreSession } from '../src/stores/session'
import { App } from './app/app'
import { listenToWidgets } from './app/host-events'
import { shellStyles } from './app/shell-styles'
import { registerServiceWorker } from './offline/register-service-worker'
import { followStoredTheme } from './theme/theme-store'

adoptStyles(document, [pageThemeStyles, shellStyles])
followStoredTheme()
restoreSession()
listenToWidgets()
registerServiceWorker()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(<App />)
