// What the screenshots need from the demo's emulator: a branch to show at the gate and two deleted reservations.

const call = async (emulator: string, url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: is the demo's emulator at ${emulator}?`);
  return res;
};

async function emulatorToken(emulator: string): Promise<string> {
  const login = await call(emulator, `${emulator}/v1/demo/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'api', password: 'api-password' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The demo's around-the-clock cross-dock (ramps KAT-…): its gate has trucks expected, on site and gone at any hour. */
export async function getCrossDockBranch(emulator: string): Promise<string> {
  const ramps = (await (
    await call(emulator, `${emulator}/v3/demo/Resources`, {
      headers: { authorization: `Bearer ${await emulatorToken(emulator)}` },
    })
  ).json()) as { ShortName: string; BranchOfficeId: string }[];
  const branch = ramps.find((r) => r.ShortName.startsWith('KAT-'))?.BranchOfficeId;
  if (!branch) throw new Error('the emulator has no KAT- ramps: reset its demo data (npm run emulator -- --reset)');
  return branch;
}

/** Two of today's reservations deleted at the service, as a gate system would, so the audit has full rows to show. */
export async function deleteTwoAtTheService(emulator: string) {
  const token = await emulatorToken(emulator);
  const day = new Date();
  const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())).toISOString();
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const query = new URLSearchParams({
    $filter: `StartUtc ge ${from} and StartUtc lt ${to}`,
    $orderby: 'StartUtc asc,Id asc',
    $top: '1000',
  });
  const listed = (await (
    await call(emulator, `${emulator}/v3/demo/Reservations?${query.toString().replace(/\+/g, '%20')}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { Id: string }[];
  for (const r of listed.slice(-2))
    await call(emulator, `${emulator}/_emulator/reservations/${r.Id}`, { method: 'DELETE' });
}
