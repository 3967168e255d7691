// fw-sign-in: the sign-in form for plain pages. Importing this registers nothing; see sign-in.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { SignIn as SignInContent } from './sign-in'
export { SignInView, type SignInViewProps } from './sign-in'

/** <fw-sign-in> as a React component: in its own shadow root, styled and themed like the element. */
export const SignIn = framedWidget(SignInContent)
