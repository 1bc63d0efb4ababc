// Public entry of admin-sign-in for pages, routes and other features (browser-safe; the server side is ./server).
// Admin → Sign-in: company sign-in (OIDC) settings.
export { ssoKeys, useSaveSsoSettings, useSsoSettings } from './client/queries';
export { SignInSettingsForm } from './client/sign-in-settings-form';
