// The JSON calls the busy morning makes to the BFF (with a session cookie) and to the emulator's control API.

export async function getJson<T = unknown>(base: string, cookie: string, path: string): Promise<T> {
  const res = await fetch(new URL(path, base), { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

export async function putJson(url: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${url}: ${res.status} ${await res.text()}`);
}
