// Test helpers for conformance tests: one HTTP call with parsed answer, tokens, and the demo site's lookups.
import { TZDate } from '@date-fns/tz';

/** Bodies are arbitrary JSON that the tests assert on field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;

export interface CallResult<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  basic?: [string, string];
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  raw?: string;
  headers?: Record<string, string>;
}

export async function call<T = Json>(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.basic) headers.authorization = `Basic ${Buffer.from(opts.basic.join(':')).toString('base64')}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export async function getToken(base: string, username = 'api', password = 'api-password'): Promise<string> {
  const res = await call<{ token: string }>(base, 'POST', '/v1/demo/Token', { body: { username, password } });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${res.text}`);
  return res.body.token;
}

export interface DemoSite {
  chicagoRamps: string[];
  pragueRamps: string[];
  units: Record<string, { Id: string; MinutesPerUnit: number }>;
  vehicleTypes: string[];
  carriers: { Id: string; CompanyName: string }[];
  suppliers: { Id: string; CompanyName: string }[];
}

export async function loadSite(base: string, token: string): Promise<DemoSite> {
  const get = async (path: string) => (await call(base, 'GET', path, { token })).body;
  const offices = (await get('/odata/v1/demo/BranchOffice')).value as { Id: string; TimeZone: string }[];
  const chicago = offices.find((o) => o.TimeZone === 'America/Chicago')!.Id;
  const resources = (await get('/v3/demo/Resources')) as { Id: string; BranchOfficeId: string }[];
  const units = (await get('/odata/v1/demo/Unit')).value as { Id: string; UnitName: string; MinutesPerUnit: number }[];
  const companies = (await get('/odata/v1/demo/Company')).value as {
    Id: string;
    CompanyName: string;
    IsCarrier: boolean;
  }[];
  return {
    chicagoRamps: resources.filter((r) => r.BranchOfficeId === chicago).map((r) => r.Id),
    pragueRamps: resources.filter((r) => r.BranchOfficeId !== chicago).map((r) => r.Id),
    units: Object.fromEntries(units.map((u) => [u.UnitName, u])),
    vehicleTypes: ((await get('/odata/v1/demo/VehicleType')).value as { Id: string }[]).map((v) => v.Id),
    carriers: companies.filter((c) => c.IsCarrier),
    suppliers: companies.filter((c) => !c.IsCarrier),
  };
}

/** ISO time with offset of a local wall-clock time in Chicago (open every day 04:00-20:00), `days` after today. */
export function chicagoTime(days: number, hour: number, minute = 0): string {
  const today = new TZDate(Date.now(), 'America/Chicago');
  return new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + days,
    hour,
    minute,
    'America/Chicago',
  ).toISOString();
}

/** Resets the shared emulator to the demo data and signs in: the start of every suite that depends on that data. */
export async function prepareDemoSite(base: string): Promise<{ token: string; site: DemoSite }> {
  await call(base, 'POST', '/_emulator/reset');
  const token = await getToken(base);
  return { token, site: await loadSite(base, token) };
}

/** Same seed, same day: a reset restores the demo data, with the same ids, for the suites that follow. */
export async function restoreDemoSite(base: string): Promise<void> {
  await call(base, 'POST', '/_emulator/reset');
}
