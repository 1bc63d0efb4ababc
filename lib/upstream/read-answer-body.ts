// How the base client (create-transport.ts) reads an answer's body and query for itself and for the call log.

export function parseBody(text: string, contentType: string | null): unknown {
  if (text.trim() === '') return undefined;
  if (contentType && !/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function countRecords(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  const value = (body as { value?: unknown } | null | undefined)?.value;
  return Array.isArray(value) ? value.length : null;
}

export function safeDecode(query: string): string {
  try {
    return decodeURIComponent(query);
  } catch {
    return query;
  }
}
