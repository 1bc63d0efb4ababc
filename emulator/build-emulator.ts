// Wires the emulator together from its configuration: state (loaded or generated), writers, webhooks, routes and the
// HTTP server.
import type { Server } from 'node:http';
import type { EmulatorConfig } from './config';
import { addControlRoutes } from './control/control-routes';
import { FaultSwitches } from './control/fault-switches';
import { LiveSite } from './control/live-site';
import { generateDemoData } from './demo/generate-demo-data';
import { addDocRoutes } from './doc/doc-routes';
import { createReservationWriter } from './domain/write-reservations';
import { createEmulatorServer } from './http/create-server';
import { Router } from './http/router';
import { addODataRoutes } from './odata-api/odata-routes';
import { addReservationRoutes } from './rest/reservation-routes';
import { addTokenRoutes } from './rest/token-routes';
import type { Services } from './services';
import { EmulatorState } from './store/emulator-state';
import { createSnapshotStore } from './store/persist-snapshot';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';

export interface Emulator {
  server: Server;
  start(): Promise<void>;
  /** Stops timers and writes the snapshot synchronously (safe inside a signal handler). */
  stop(): void;
}

export function buildEmulator(config: EmulatorConfig): Emulator {
  const now = () => Date.now();
  const state = new EmulatorState();
  // Serialising 200,000 reservations blocks for about a second, so big stores are written less often.
  const snapshots = createSnapshotStore(
    config.dataDir,
    () => state.toSnapshot(),
    () => 300 + Math.floor(state.reservations.size / 20),
  );
  const faults = new FaultSwitches();
  const dispatcher = new WebhookDispatcher({
    ...config.webhook,
    tenantId: () => state.tenantId,
    faults: () => faults.current,
    queue: () => state.pendingDeliveries,
    changed: () => snapshots.schedule(),
  });
  const emit = (event: string, data: Record<string, unknown>) => dispatcher.publish(event, data);
  const writer = createReservationWriter(state, { emit, changed: () => snapshots.schedule(), now });
  const services: Services = { config, state, writer, faults, dispatcher, snapshots, now, emit };
  const live = new LiveSite(state.reservations, writer, now, config.liveTickMs);

  const service = new Router();
  addTokenRoutes(service, services);
  addReservationRoutes(service, services);
  addODataRoutes(service, services);
  addDocRoutes(service, services);
  const control = new Router();
  addControlRoutes(control, services, live);
  const server = createEmulatorServer(service, control, faults);

  return {
    server,
    async start() {
      const loaded = config.reset ? null : snapshots.load();
      if (loaded) {
        state.load(loaded);
        // Deliveries still pending when the process stopped are tried again at once.
        for (const job of state.pendingDeliveries) job.dueAt = now();
      } else {
        state.load(generateDemoData(config.seed, now()));
        await snapshots.flush();
      }
      dispatcher.start();
      if (config.liveSite) live.set(true);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, resolve);
      });
    },
    stop() {
      live.set(false);
      dispatcher.stop();
      server.close();
      server.closeAllConnections();
      snapshots.flushSync();
    },
  };
}
