// Changes at the service at a steady rate: the emulator's control endpoint PATCH /_emulator/reservations/{id} sets
// Note = `load-<n>` (n counts every change of the run), and the emulator sends the webhooks a change through its API
// would. Never two changes of one reservation at once, so n orders the changes of a reservation as applied.
import http from 'node:http';

export interface Change {
  n: number;
  id: string;
  /** When the change was asked of the emulator (this machine's clock, the one the streams stamp frames with). */
  at: number;
  /** The emulator's answer, 0 when none came (then `error` says why). */
  status: number;
  error?: string;
}

export interface ChangeDriver {
  changes: Change[];
  /** Changes `rate` a second for `seconds`; resolves once every change sent is answered. */
  run(rate: number, seconds: number): Promise<void>;
}

const MAX_IN_FLIGHT = 64;

export function driveChanges(emulatorUrl: string, ids: string[]): ChangeDriver {
  // A connection per change: a kept-alive socket the emulator closed while idle would fail the next change sent on it.
  const agent = new http.Agent({ keepAlive: false, maxSockets: MAX_IN_FLIGHT });
  const changes: Change[] = [];
  const busy = new Set<string>();
  let n = 0;

  const change = (id: string) =>
    new Promise<void>((resolve) => {
      const record: Change = { n: ++n, id, at: Date.now(), status: 0 };
      changes.push(record);
      busy.add(id);
      const body = JSON.stringify({ Note: `load-${record.n}` });
      const req = http.request(
        `${emulatorUrl}/_emulator/reservations/${id}`,
        {
          method: 'PATCH',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          record.status = res.statusCode ?? 0;
          res.resume();
          res.on('end', done);
        },
      );
      const done = () => {
        busy.delete(id);
        resolve();
      };
      req.on('error', (error: NodeJS.ErrnoException) => {
        record.error = error.code ?? error.message;
        done();
      });
      req.end(body);
    });

  return {
    changes,
    async run(rate, seconds) {
      const started = Date.now();
      const inFlight = new Set<Promise<void>>();
      let sent = 0;
      while (Date.now() - started < seconds * 1000) {
        const due = Math.floor(((Date.now() - started) / 1000) * rate);
        while (sent < due && inFlight.size < MAX_IN_FLIGHT) {
          let id = ids[Math.floor(Math.random() * ids.length)]!;
          for (let tries = 0; busy.has(id) && tries < 20; tries++) id = ids[Math.floor(Math.random() * ids.length)]!;
          if (busy.has(id)) break;
          sent += 1;
          const p = change(id).finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await Promise.all(inFlight);
    },
  };
}
