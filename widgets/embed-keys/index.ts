// fw-embed-keys: the admin's embedding keys. Importing this registers nothing; see embed-keys.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { EmbedKeys as EmbedKeysContent } from './embed-keys'
export { EMBED_KEYS_INTRO, EMBED_KEYS_TITLE, revokeQuestion } from './embed-keys'
export { EmbedKeysView, keyDateText, type EmbedKeysViewProps } from './embed-keys-view'
export { KeyFormDialog, KEY_DIALOG_TEXT, ORIGINS_HINT, type KeyFormDialogProps } from './key-form-dialog'
export { CreatedKeyDialog, SECRET_SHOWN_ONCE, type CreatedKeyDialogProps } from './created-key-dialog'
export { checkKeyForm, EMPTY_KEY_FORM, endOfLocalDay, originsOf, type KeyFormErrors, type KeyFormValues } from './key-form'
export { backEndSnippet, pageSnippet, type HostSnippetInput } from './host-snippet'

/** <fw-embed-keys> as a React component: in its own shadow root, styled and themed like the element. */
export const EmbedKeys = framedWidget(EmbedKeysContent)
