// Where the end-to-end stack listens: test ports, so a running demo on 3000/4010 is never disturbed.
// E2E_PORT / E2E_EMULATOR_PORT move them when two runs share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4120);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
/** A second emulator serving the erp-b OData shape (e2e/orders-erp-b.spec.ts); E2E_ERP_B_EMULATOR_PORT moves it. */
export const E2E_ERP_B_EMULATOR_PORT = Number(process.env.E2E_ERP_B_EMULATOR_PORT ?? E2E_EMULATOR_PORT + 2);
export const E2E_ERP_B_EMULATOR_URL = `http://127.0.0.1:${E2E_ERP_B_EMULATOR_PORT}`;
