// Registers <fw-sign-in api-base="…">: the only file that defines this tag.
import { defineWidget } from '../../src/elements/define-widget'
import { SignIn, signInStyles } from './sign-in'

defineWidget('fw-sign-in', SignIn, {
  events: ['fw-signed-in', 'fw-signed-out'],
  styles: [signInStyles],
})
