// The sync bench's baseline: spec §4.2 patterns 2 and 3 as written, download only, nothing recorded.

const PAGE = 1000;

/** Patterns 2 and 3 as the spec writes them: one `or` filter; a full page means "maybe more", so halve the window. */
export async function downloadByHalving(
  base: string,
  from: number,
  to: number,
): Promise<{ calls: number; ids: Set<string>; ms: number }> {
  const token = (
    (await (
      await fetch(`${base}/v1/demo/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'api', password: 'api-password' }),
      })
    ).json()) as { token: string }
  ).token;
  let calls = 1;
  const ids = new Set<string>();
  const started = performance.now();
  const fetchRange = async (a: number, b: number): Promise<void> => {
    const [f, t] = [new Date(a).toISOString(), new Date(b).toISOString()];
    const qs = new URLSearchParams({
      $filter: `(Created ge ${f} and Created lt ${t}) or (Updated ge ${f} and Updated lt ${t})`,
      $orderby: 'Id asc',
      $top: String(PAGE),
    });
    calls += 1;
    const res = await fetch(`${base}/v3/demo/Reservations?${qs.toString().replace(/\+/g, '%20')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`baseline: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { Id: string }[];
    if (rows.length < PAGE) {
      for (const r of rows) ids.add(r.Id.toLowerCase());
      return;
    }
    if (b - a <= 1)
      throw new Error(`baseline: ${PAGE}+ reservations changed at ${f}; halving cannot split one instant`);
    const mid = a + Math.floor((b - a) / 2);
    await fetchRange(a, mid);
    await fetchRange(mid, b);
  };
  await fetchRange(from, to);
  return { calls, ids, ms: performance.now() - started };
}
