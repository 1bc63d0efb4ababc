import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { z } from 'zod';
import { ReservationSchema } from '../lib/upstream/schemas';
import { groupGridRows, gridRowKey, diffGridRows, streamGridAnswer, toGridReservation } from '../lib/contracts';
const { span, rows } = JSON.parse(readFileSync('/tmp/weekx/week.json', 'utf8'));
const pages: string[] = []; for (let i = 0; i < rows.length; i += 1000) pages.push(JSON.stringify(rows.slice(i, i + 1000)));
const t = (label: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); return r as any; };
for (let rep = 0; rep < 2; rep++) {
  const parsed = t('JSON.parse 20 pages', () => pages.map((p) => JSON.parse(p)));
  const list = z.array(ReservationSchema);
  const valid = t('zod 20 pages', () => parsed.map((p: unknown) => list.parse(p)).flat());
  const sorted = t('sort', () => valid.map((r: any) => ({ r, at: Date.parse(r.StartUtc) })).sort((a: any, b: any) => a.at - b.at || a.r.Id.localeCompare(b.r.Id)).map((k: any) => k.r));
  const groups = t('group', () => groupGridRows(sorted));
  const keys = t('keys', () => groups.flat().map(gridRowKey));
  t('hash', () => { const h = createHash('sha256'); for (const k of keys) h.update(k).update('\n'); return h.digest('base64url'); });
  t('diff', () => diffGridRows(keys, keys));
  const text = t('pack', () => [...streamGridAnswer({ reservations: sorted, fetchedAt: 'x' }, Date.parse(span.from), { groups }).lines].join('\n'));
  t('gzip6', () => zlib.gzipSync(text));
  t('full stringify', () => JSON.stringify({ reservations: sorted }));
}
