// How many reservations the service holds in a window, as the emulator counts them itself.
import { postJson } from './start-dashboard';

/** How many reservations the service holds in the window, counted by the emulator itself (OData $count). */
export async function countAtService(url: string, span: { from: string; to: string }): Promise<number> {
  const { token } = await postJson<{ token: string }>(`${url}/v1/demo/Token`, {
    username: 'api',
    password: 'api-password',
  });
  const filter = encodeURIComponent(`StartUtc ge ${span.from} and StartUtc lt ${span.to}`);
  const answer = await fetch(`${url}/odata/v1/demo/Reservation/$count?$filter=${filter}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`counting at the emulator: ${answer.status} ${await answer.text()}`);
  return Number(await answer.text());
}
