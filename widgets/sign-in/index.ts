// fw-sign-in: the sign-in form for plain pages. Importing this registers nothing; see sign-in.element.ts.
export { SignIn, SignInView, type SignInViewProps } from './sign-in'
