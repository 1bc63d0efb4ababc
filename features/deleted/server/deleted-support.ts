import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RAMP_A, RAMP_B, reservation } from '@/test/make-reservation';

// What the deleted*.int.test.ts files share: the reservations deleted and, in each file's fresh database, their
// deletions recorded the way lib/mirror records them, at fixed times.

const BRNO = '7c570089-3a34-4d83-841a-abe1f6f21057';
const CHICAGO = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

/** One run's reservations. */
export function makeDeletions() {
  // Newest deletion first: c, b, a, d, gone.
  const a = reservation('2026-11-23T13:00:00Z', 60, {
    BranchOfficeId: BRNO,
    Carrier: 'Rapid Freight s.r.o.',
    VehicleNumberPlate: '5BE 5168',
    TrailerNumberPlate: 'TR-1',
  });
  const b = reservation('2026-11-24T15:00:00Z', 90, {
    ResourceId: RAMP_B,
    BranchOfficeId: CHICAGO,
    Carrier: 'Tricky, "Quoted"\nCarrier',
    VehicleNumberPlate: 'IL-42',
    ApprovalStatus: 'Pending',
  });
  const c = reservation('2026-11-25T07:00:00Z', 30, {
    BranchOfficeId: BRNO,
    Carrier: 'ČSAD Doprava a.s.',
    VehicleNumberPlate: '1AB 2345',
    CarrierDriverFullName: 'Jana Nováková',
    OrderNumbers: 'PO-777, PO-778',
    SupplierNames: 'Novák, s.r.o.',
    Note: 'Brána 100% plná_',
  });
  const d = reservation('2026-11-26T08:00:00Z', 30, {
    BranchOfficeId: BRNO,
    Carrier: '=HYPERLINK("http://example.com")',
    VehicleNumberPlate: '9ZZ 0001',
  });
  const kept = reservation('2026-11-26T10:00:00Z', 30, { BranchOfficeId: BRNO, Carrier: 'Rapid Freight s.r.o.' });
  const gone = randomUUID();
  return { a, b, c, d, kept, gone };
}

/** Each file's beforeAll: the connection, the ramp list and the deletions recorded; answers the audit's module. */
export async function seedDeletedAudit(
  emulatorUrl: string,
  { a, b, c, d, kept, gone }: ReturnType<typeof makeDeletions>,
): Promise<typeof import('./index')> {
  const settings = await import('@/lib/settings');
  const mirror = await import('@/lib/mirror');
  const db = await import('@/lib/db');
  const deleted = await import('./');

  async function setDeletedAt(id: string, iso: string) {
    const t = db.schema.deletedReservations;
    await (
      await db.getDb()
    )
      .update(t)
      .set({ deletedAt: new Date(iso) })
      .where(eq(t.id, id.toLowerCase()));
  }

  mirror.forgetMirrorMemo();
  await settings.saveConnection(
    'emulator',
    {
      baseUrl: emulatorUrl,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      branchTimeZones: { [BRNO]: 'Europe/Prague', [CHICAGO]: 'America/Chicago' },
    },
    null,
  );
  await settings.setActiveEnvironment('emulator', null);
  // The ramp list as the catalog keeps it: the audit names ramps from it without asking the service.
  await mirror.saveLookup('emulator', 'resources', [
    {
      Id: RAMP_A,
      ResourceName: 'Ramp 1',
      ShortName: 'BRN-01',
      ResourceNameLocalized: 'Rampa 1',
      BranchOfficeId: BRNO,
    },
    {
      Id: RAMP_B.toUpperCase(),
      ResourceName: 'Dock 2',
      ShortName: 'CHI-02',
      ResourceNameLocalized: 'Dock 2',
      BranchOfficeId: CHICAGO.toUpperCase(),
    },
  ]);

  await mirror.recordReservations('emulator', [a, b, c, d, kept], { source: 'read' });
  await mirror.recordDeletion('emulator', { id: a.Id, via: 'webhook', event: 'reservation.deleted' });
  await mirror.recordDeletion('emulator', {
    id: b.Id.toUpperCase(),
    via: 'reconciliation',
    listed: { Id: b.Id, ReservationNumber: b.ReservationNumber },
  });
  await mirror.recordDeletion('emulator', { id: c.Id, via: 'read' });
  await mirror.recordDeletion('emulator', { id: d.Id, via: 'webhook' });
  // Never held by the mirror: only what ReservationDeleted lists.
  await mirror.recordDeletion('emulator', {
    id: gone,
    via: 'reconciliation',
    listed: { Id: gone.toUpperCase(), ReservationNumber: 'R-GONE-1' },
  });
  // Another environment's deletion is not this audit's.
  await mirror.recordDeletion('sandbox', {
    id: randomUUID(),
    via: 'reconciliation',
    listed: { ReservationNumber: 'R-SANDBOX' },
  });
  // Deletion times the filters can be tested against (c at 00:30 in Prague on 23 November, 23:30 UTC the day before).
  await setDeletedAt(a.Id, '2026-11-20T10:00:00Z');
  await setDeletedAt(b.Id, '2026-11-21T10:00:00Z');
  await setDeletedAt(c.Id, '2026-11-22T23:30:00Z');
  await setDeletedAt(d.Id, '2026-11-19T10:00:00Z');
  await setDeletedAt(gone, '2026-11-18T10:00:00Z');
  return deleted;
}
