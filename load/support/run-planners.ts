// Planners at work through the BFF (through the balancer, each with its own session): creating reservations that
// carry a unique marker, moving them to free slots and editing their trailer plates, each answer recorded. Every
// planner books only its own ramp-days of a week nobody else writes to, so a refused write is a fault, not a clash.

/** UTC hours inside Brno's opening hours (06:00–22:00 Europe/Prague) in summer and winter alike. */
const FIRST_HOUR = 6;
const LAST_START_HOUR = 19.5;

export interface PlannerWrite {
  planner: number;
  kind: 'create' | 'move' | 'edit';
  /** The reservation written (a create's when its answer named it). */
  id: string | null;
  /** A create's VehicleNumberPlate, a move's Start (ISO) or an edit's TrailerNumberPlate. */
  value: string;
  status: number;
  message: string;
  at: number;
}

export interface PlannerSite {
  /** Ramps of one branch office (Brno) and the Truck unit (30 min a unit). */
  ramps: string[];
  unitId: string;
  /** Monday 00:00 UTC of the planners' week. */
  weekFrom: number;
}

export interface PlannerRun {
  writes: PlannerWrite[];
  /** Stops the planners and resolves once their writes under way are answered. */
  stop(): Promise<void>;
}

interface Slot {
  resourceId: string;
  start: number;
}

/** Planner p's slots: its own ramp, on its own days, every half hour within the opening hours. */
function slotsOf(planner: number, planners: number, site: PlannerSite): Slot[] {
  const resourceId = site.ramps[planner % site.ramps.length]!;
  // Planners sharing a ramp (more planners than ramps) share its days out.
  const sharing = Math.ceil(planners / site.ramps.length);
  const share = Math.floor(planner / site.ramps.length);
  const slots: Slot[] = [];
  for (let day = 0; day < 7; day++) {
    if (day % sharing !== share) continue;
    for (let h = FIRST_HOUR; h <= LAST_START_HOUR; h += 0.5)
      slots.push({ resourceId, start: site.weekFrom + day * 86_400_000 + h * 3_600_000 });
  }
  return slots;
}

export function runPlanners(options: {
  baseUrl: string;
  cookies: string[];
  site: PlannerSite;
  writesPerSecond: number;
}): PlannerRun {
  const { baseUrl, cookies, site } = options;
  const writes: PlannerWrite[] = [];
  let stopped = false;
  const intervalMs = (cookies.length / options.writesPerSecond) * 1000;

  const plan = async (planner: number) => {
    const cookie = cookies[planner]!;
    const free = slotsOf(planner, cookies.length, site);
    // Own reservations and the slot each holds. A slot whose write was not answered 2xx is never used again: the
    // write may or may not have been applied.
    const own = new Map<string, Slot>();
    let n = 0;
    // Spread over the interval, so the planners do not write in step.
    await new Promise((r) => setTimeout(r, (intervalMs * planner) / cookies.length));
    while (!stopped) {
      const started = Date.now();
      n += 1;
      const roll = Math.random();
      const kind = own.size < 2 || roll < 0.25 ? 'create' : roll < 0.6 ? 'move' : 'edit';
      if (kind === 'create' || kind === 'move') {
        const slot = free.splice(Math.floor(Math.random() * free.length), 1)[0];
        if (!slot) break;
        if (kind === 'create') {
          const marker = `PL-${planner}-${n}`;
          const answer = await send(baseUrl, cookie, 'POST', '/api/reservations', {
            ResourceId: slot.resourceId,
            Start: new Date(slot.start).toISOString(),
            UnitId: site.unitId,
            NumberOfUnits: 1,
            VehicleNumberPlate: marker,
          });
          const id = answer.id;
          writes.push({
            planner,
            kind,
            id,
            value: marker,
            status: answer.status,
            message: answer.message,
            at: started,
          });
          if (ok(answer.status) && id) own.set(id, slot);
        } else {
          const [id, from] = pick(own);
          const start = new Date(slot.start).toISOString();
          const answer = await send(baseUrl, cookie, 'PUT', `/api/reservations/${id}`, { Start: start });
          writes.push({ planner, kind, id, value: start, status: answer.status, message: answer.message, at: started });
          if (ok(answer.status)) {
            own.set(id, slot);
            free.push(from);
          } else {
            own.delete(id);
          }
        }
      } else {
        const [id] = pick(own);
        const plate = `TR-${planner}-${n}`;
        const answer = await send(baseUrl, cookie, 'PUT', `/api/reservations/${id}`, { TrailerNumberPlate: plate });
        writes.push({ planner, kind, id, value: plate, status: answer.status, message: answer.message, at: started });
        if (!ok(answer.status)) own.delete(id);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (Date.now() - started))));
    }
  };
  const running = Promise.all(cookies.map((_, p) => plan(p)));
  return {
    writes,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

export const ok = (status: number) => status >= 200 && status < 300;

function pick<K, V>(map: Map<K, V>): [K, V] {
  return [...map][Math.floor(Math.random() * map.size)]!;
}

async function send(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; message: string; id: string | null }> {
  try {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let json: { reservation?: { Id?: string }; error?: { message?: string } } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // a proxy's plain-text answer
    }
    return {
      status: res.status,
      message: json.error?.message ?? (res.ok ? '' : text.slice(0, 200)),
      id: json.reservation?.Id?.toLowerCase() ?? null,
    };
  } catch (error) {
    return { status: 0, message: `no answer: ${(error as Error).message}`, id: null };
  }
}
