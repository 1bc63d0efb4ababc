// Public entry of sign-in for pages, routes and other features (browser-safe; the server side is ./server).
// Sign-in: the password form and the company sign-in button.
export { SignInForm } from './client/sign-in-form';
export { SsoSignInButton } from './client/sso-sign-in-button';
export { SsoSignInError } from './client/sso-sign-in-error';
