import { readFileSync } from 'node:fs';
import { GRID_FIELDS, gridRowKey } from '../lib/contracts';
const { rows } = JSON.parse(readFileSync('/tmp/weekx/week.json', 'utf8'));
const k2 = (r: Record<string, unknown>) => { let key = ''; for (const f of GRID_FIELDS) { const v = r[f]; key += v === null || v === undefined ? '-' : typeof v === 'string' ? `${v.length}:${v}` : `${typeof v === 'number' ? 'n' : 'b'}${v as number}`; } return key; };
const t = (label: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); return r as any; };
for (let i = 0; i < 3; i++) { t('json', () => rows.map(gridRowKey)); t('concat', () => { const ks = rows.map(k2); let n = 0; for (const k of ks) n += k.length; return n; }); }
