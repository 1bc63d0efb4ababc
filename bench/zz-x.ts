import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { packGridAnswer } from '../lib/contracts/pack-grid-answer';
import { toGridReservation } from '../lib/contracts/to-grid-reservation';
const { span, rows } = JSON.parse(readFileSync('/tmp/weekx/week.json', 'utf8'));
rows.sort((a: any, b: any) => Date.parse(a.StartUtc) - Date.parse(b.StartUtc) || a.Id.localeCompare(b.Id));
const full = JSON.stringify({ reservations: rows, fetchedAt: new Date().toISOString() });
const g = (s: string | Buffer) => zlib.gzipSync(s).length;
const br = (s: string | Buffer, q = 5) => zlib.brotliCompressSync(s, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(s) } }).length;
console.log('full', full.length, 'gzip', g(full));
const packed = packGridAnswer({ reservations: rows.map(toGridReservation), fetchedAt: 'x' }, Date.parse(span.from)).join('\n');
console.log('packed', packed.length, 'gzip', g(packed), 'br5', br(packed), 'br9', br(packed, 9), 'br11', br(packed, 11));
console.log(JSON.stringify(rows[0]).slice(0, 1500));
const col = (f: string) => rows.map((r: any) => r[f]);
for (const f of ['Id','ReservationNumber','VehicleNumberPlate','TrailerNumberPlate','CarrierDriverFullName','Carrier','OrderNumbers','ApprovalStatus','NumberOfUnits','UnitId','RealGateVehicleArrivalUtc','IsUrgent','IppApprovalStatus','CarrierNotArrived','DeliveredUtc']) {
  const c = col(f); const s = JSON.stringify(c);
  console.log(f, 'distinct', new Set(c.map(String)).size, 'gzip', g(s), 'br9', br(s, 9), (g(s)/rows.length).toFixed(2), 'B/row');
}
