// The mirror's hash of a service record: SHA-1 (base64url) of its JSON with the keys sorted, so the same reservation
// from a list and from a detail read (or in another key order) hashes the same. Stored beside every mirrored row.
import { hash } from 'node:crypto';

/** The definition: the sorted copy's JSON text, hashed. Any record the byte writer below does not take comes here. */
export function hashSortedCopy(r: Record<string, unknown>): string {
  return hash(
    'sha1',
    JSON.stringify(
      Object.fromEntries(
        Object.keys(r)
          .sort()
          .map((k) => [k, r[k]]),
      ),
    ),
    'base64url',
  );
}

// A sync hashes a hundred thousand records. Their sorted copies and JSON texts were a quarter of what it allocated, and
// every young collection that allocation brought on moved the page being recorded to the old generation. So the same
// bytes are written into one reused buffer instead and hashed from there.
const QUOTE = 34;
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const NULL = Buffer.from('null');
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

let out = Buffer.allocUnsafe(64 * 1024);
let at = 0;

function ensure(bytes: number) {
  if (at + bytes <= out.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, at + bytes));
  out.copy(bigger, 0, 0, at);
  out = bigger;
}

function put(bytes: Buffer) {
  ensure(bytes.length);
  out.set(bytes, at);
  at += bytes.length;
}

function putText(text: string) {
  ensure(3 * text.length);
  at += out.write(text, at, 'utf8');
}

/** A string value as JSON.stringify writes it: plain ASCII byte by byte, anything else through JSON.stringify. */
function putString(v: string) {
  const n = v.length;
  ensure(n + 2);
  const start = at;
  out[at++] = QUOTE;
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === QUOTE || c === 92 || c >= 0x80) {
      at = start;
      putText(NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`);
      return;
    }
    out[at++] = c;
  }
  out[at++] = QUOTE;
}

// The records of one service share their keys in one order: their sorted list and its "key": prefixes are worked
// out once. Keys that are array indexes are listed first by an object (in numeric order): such records take the copy.
let lastKeys: string[] = [];
let sortedKeys: string[] | null = null;
let prefixes: Buffer[] = [];

function sortedKeysOf(r: Record<string, unknown>): string[] | null {
  const keys = Object.keys(r);
  if (keys.length === lastKeys.length && keys.every((k, i) => k === lastKeys[i])) return sortedKeys;
  lastKeys = keys;
  sortedKeys = keys.some((k) => /^\d/.test(k)) ? null : [...keys].sort();
  prefixes = (sortedKeys ?? []).map((k) => Buffer.from(`${JSON.stringify(k)}:`));
  return sortedKeys;
}

/** hashSortedCopy's value for any record, without a copy of it: flat records are written out byte for byte. */
export function hashRecord(r: Record<string, unknown>): string {
  const keys = sortedKeysOf(r);
  if (keys === null) return hashSortedCopy(r);
  at = 0;
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const v = r[keys[i]!];
    // JSON.stringify leaves out what it cannot write as a property.
    if (v === undefined) continue;
    ensure(1);
    out[at++] = first ? 123 : 44;
    first = false;
    put(prefixes[i]!);
    if (typeof v === 'string') putString(v);
    else if (v === null) put(NULL);
    else if (v === true) put(TRUE);
    else if (v === false) put(FALSE);
    else if (typeof v === 'number') putText(JSON.stringify(v));
    // Nested values, functions, symbols, bigints: the definition decides.
    else return hashSortedCopy(r);
  }
  ensure(2);
  if (first) out[at++] = 123;
  out[at++] = 125;
  return hash('sha1', out.subarray(0, at), 'base64url');
}
