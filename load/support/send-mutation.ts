// A planner's or admin's write through the BFF, as the load scenarios make it.
import type { DemoSite } from '../../emulator/testing/call-service';
import { iso } from './read-week';
import type { PlannerWrite } from './run-planners';

/** A mutation through the BFF with a signed-in cookie: its status, error message and the reservation or run named. */
export async function send(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; message: string; id: string | null; runId: number | null }> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let json: { reservation?: { Id?: string }; runId?: number; error?: { message?: string } } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // a proxy's plain-text answer
    }
    return {
      status: res.status,
      message: json.error?.message ?? (res.ok ? '' : text.slice(0, 200)),
      id: json.reservation?.Id?.toLowerCase() ?? null,
      runId: json.runId ?? null,
    };
  } catch (error) {
    return { status: 0, message: `no answer: ${(error as Error).message}`, id: null, runId: null };
  }
}

/** The planner's edit or create through the BFF, each recorded in `writes` (as planner 0) for the run's checks. */
export function createPlannerWriter(base: string, cookie: string, site: DemoSite, writes: PlannerWrite[]) {
  return async (kind: 'create' | 'edit', value: string, id: string | null, slot?: number) => {
    const at = Date.now();
    const answer =
      kind === 'create'
        ? await send(base, cookie, 'POST', '/api/reservations', {
            ResourceId: site.pragueRamps[0],
            Start: iso(slot!),
            UnitId: site.units.Truck!.Id,
            NumberOfUnits: 1,
            VehicleNumberPlate: value,
          })
        : await send(base, cookie, 'PUT', `/api/reservations/${id}`, { TrailerNumberPlate: value });
    const record: PlannerWrite = {
      planner: 0,
      kind,
      id: id ?? answer.id,
      value,
      status: answer.status,
      message: answer.message,
      at,
    };
    writes.push(record);
    return { ...record, ms: Date.now() - at };
  };
}
