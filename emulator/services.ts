// What route modules share: state, writers, switches and the auth check bound to the running configuration.
import type { IncomingMessage } from 'node:http';
import { authenticateRequest } from './auth/authenticate-request';
import type { EmulatorConfig } from './config';
import type { FaultSwitches } from './control/fault-switches';
import type { ReservationWriter } from './domain/write-reservations';
import { EmulatorError } from './lib/emulator-error';
import type { EmulatorState } from './store/emulator-state';
import type { SnapshotStore } from './store/persist-snapshot';
import type { WebhookDispatcher } from './webhooks/webhook-dispatcher';

export interface Services {
  config: EmulatorConfig;
  state: EmulatorState;
  writer: ReservationWriter;
  faults: FaultSwitches;
  dispatcher: WebhookDispatcher;
  snapshots: SnapshotStore;
  now(): number;
  /** Reports a change to orders or companies (reservations report through the writer). */
  emit(event: string, data: Record<string, unknown>): void;
}

/** Checks the tenant path segment and the caller's credentials; returns the username. */
export function guard(s: Services, req: IncomingMessage, tenant: string | undefined, allowBasic: boolean): string {
  if ((tenant ?? '').toLowerCase() !== s.config.tenant.toLowerCase())
    throw new EmulatorError(404, 'TENANT_NOT_FOUND', `Tenant ${tenant} does not exist`);
  return authenticateRequest(req, { allowBasic, secret: s.state.jwtSecret, tenant: s.config.tenant, now: s.now() });
}
