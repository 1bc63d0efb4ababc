// The week-answer bench's work at the service itself: the answer's upstream pages read straight from the emulator
// (the baseline), and the plate changes made there between rounds.
import type { Reservation } from '../../lib/contracts';
import { Unfair } from './unfair';

export /**
 * The answer's pages as the BFF's client asks them (lib/upstream/read-reservations.ts and collect-by-time.ts: a slice
 * of 3 days or more as two halves side by side, split at a whole minute; in each, 1,000 a page ordered by start then
 * Id, each next page from the last start, inclusive), straight from the emulator, with JSON.parse and nothing else.
 * lib/upstream is server-only, so its query is written out here.
 */
async function readPagesDirect(
  emulatorUrl: string,
  token: string,
  span: { from: string; to: string },
): Promise<{ ms: number; pages: number; count: number }> {
  const started = performance.now();
  const seen = new Set<string>();
  let pages = 0;
  const walk = async (part: { from: string; to: string }) => {
    let from = part.from;
    for (;;) {
      const filter = `(StartUtc ge ${from}) and (StartUtc lt ${part.to})`;
      const query =
        `$filter=${encodeURIComponent(filter)}` + `&$orderby=${encodeURIComponent('StartUtc asc,Id asc')}&$top=1000`;
      const res = await fetch(`${emulatorUrl}/v3/demo/Reservations?${query}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`emulator page: ${res.status} ${await res.text()}`);
      const data = JSON.parse(await res.text()) as Reservation[] | { value: Reservation[] };
      const page = Array.isArray(data) ? data : data.value;
      pages++;
      for (const r of page) seen.add(r.Id.toLowerCase());
      if (page.length < 1000) return;
      const first = page[0]!.StartUtc;
      const last = page[page.length - 1]!.StartUtc;
      // A whole page at one instant would need the client's split by Id; generated weeks never have one.
      if (first === last) throw new Unfair(`a page of 1,000 reservations all start at ${last}`);
      from = last;
    }
  };
  const fromMs = Date.parse(span.from);
  const toMs = Date.parse(span.to);
  const mid = new Date(fromMs + Math.floor((toMs - fromMs) / 2 / 60_000) * 60_000).toISOString();
  await Promise.all(
    toMs - fromMs >= 3 * 86_400_000
      ? [walk({ from: span.from, to: mid }), walk({ from: mid, to: span.to })]
      : [walk(span)],
  );
  return { ms: performance.now() - started, pages, count: seen.size };
}

export /** Changes the plate of `ids` at the service through its REST write (spec §4 row 4), eight at a time. */
async function changePlates(emulatorUrl: string, token: string, ids: string[], round: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      const res = await fetch(`${emulatorUrl}/v3/demo/Reservations/${ids[i]}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ VehicleNumberPlate: `R${round}-${i}` }),
      });
      if (!res.ok) throw new Unfair(`changing reservation ${ids[i]} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
