// fw-sign-in: the sign-in form for plain pages. Importing this registers nothing; see sign-in.element.ts.
export { SignIn, SignInView, signInStyles, SIGNED_OUT_EVENT, type SignInViewProps } from './sign-in'
