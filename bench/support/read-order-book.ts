// The orders bench's baselines, read straight from the service: the whole Order set as a browser-paged table reads
// it, one page of the cart as the BFF asks for it, and the emulator's own counts.
import { Unfair } from './unfair';

/** Reads a whole OData set as a client that pages in the browser would: every nextLink page; answers the item count. */
export async function readAll(url: string, token: string, filter?: string): Promise<{ items: number; calls: number }> {
  let next: string | undefined = `${url}/odata/v1/demo/Order${filter ? `?$filter=${encodeURIComponent(filter)}` : ''}`;
  let items = 0;
  let calls = 0;
  while (next) {
    const res = await fetch(next, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Unfair(`the baseline read failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { value: unknown[]; '@odata.nextLink'?: string };
    items += body.value.length;
    calls += 1;
    next = body['@odata.nextLink'];
  }
  return { items, calls };
}

/** One page of the cart, asked as the BFF asks for it. */
export async function readPage(url: string, token: string): Promise<number> {
  const query =
    `$filter=${encodeURIComponent('ExistsInReservation eq false')}&$orderby=` +
    `${encodeURIComponent('OrderNumber asc,Id asc')}&$top=51&$skip=0&$count=true`;
  const res = await fetch(`${url}/odata/v1/demo/Order?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Unfair(`the baseline page read failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: unknown[] }).value.length;
}

export async function count(url: string, token: string, filter?: string): Promise<number> {
  const res = await fetch(
    `${url}/odata/v1/demo/Order/$count${filter ? `?$filter=${encodeURIComponent(filter)}` : ''}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (!res.ok) throw new Unfair(`counting orders at the emulator: ${res.status}`);
  return Number(await res.text());
}
