// Where the company sign-in suite's stack listens (playwright.sso.config.ts): the dashboard, the emulator and the local
// identity provider, on ports of their own so it never meets the main end-to-end stack. SSO_E2E_PORT,
// SSO_E2E_EMULATOR_PORT and SSO_E2E_IDP_PORT move them when two runs share a machine.
export const SSO_PORT = Number(process.env.SSO_E2E_PORT ?? 3140);
export const SSO_EMULATOR_PORT = Number(process.env.SSO_E2E_EMULATOR_PORT ?? 4140);
export const SSO_IDP_PORT = Number(process.env.SSO_E2E_IDP_PORT ?? 4150);
export const SSO_BASE_URL = `http://127.0.0.1:${SSO_PORT}`;
export const SSO_IDP_URL = `http://127.0.0.1:${SSO_IDP_PORT}`;
