import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/contracts';
import { scheduleWords } from '@/test/words-of';
import { approvalTone, describeReservation, lifecycleBadges } from './describe-reservation';

const english = scheduleWords('en');
const czech = scheduleWords('cs');

const base = {
  Id: '00000000-0000-0000-0000-000000000001',
  ReservationNumber: 'R-000123',
  StartUtc: '2026-11-23T08:00:00Z',
  EndUtc: '2026-11-23T09:00:00Z',
  ResourceId: '00000000-0000-0000-0000-000000000002',
  Carrier: 'Rapid Freight',
  VehicleNumberPlate: '1B2 3456',
  ApprovalStatus: 'Pending',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
} as unknown as Reservation;

describe('describeReservation', () => {
  it('names number, local times, status, carrier and plate', () => {
    expect(describeReservation(base, 'Europe/Prague', english)).toBe(
      'Reservation R-000123, 09:00–10:00, Pending, carrier Rapid Freight, plate 1B2 3456',
    );
  });
  it('mentions badges and overlaps', () => {
    const r = { ...base, RealGateVehicleArrivalUtc: '2026-11-23T08:05:00Z' } as Reservation;
    expect(describeReservation(r, 'UTC', english, { overlapping: true })).toMatch(
      /arrived, overlaps another reservation$/,
    );
  });
  it('says a reservation without a status, and one the service calls something new, as it is', () => {
    expect(describeReservation({ ...base, ApprovalStatus: '' } as Reservation, 'UTC', english)).toContain(
      ', 08:00–09:00, no status,',
    );
    expect(describeReservation({ ...base, ApprovalStatus: 'Cancelled' } as Reservation, 'UTC', english)).toContain(
      ', Cancelled,',
    );
  });
  it('speaks Czech: its status, plate, badges and overlap in words, its times as Czech writes them', () => {
    const r = {
      ...base,
      RealGateVehicleArrivalUtc: '2026-11-23T08:05:00Z',
      ProcessingStartedUtc: '2026-11-23T08:10:00Z',
      CarrierNotArrived: false,
    } as Reservation;
    expect(describeReservation(r, 'Europe/Prague', czech, { overlapping: true })).toBe(
      'Rezervace R-000123, 9:00–10:00, Čeká na schválení, dopravce Rapid Freight, SPZ 1B2 3456, přijel, ' +
        'odbavuje se, překrývá se s jinou rezervací',
    );
    expect(
      describeReservation({ ...base, ApprovalStatus: '', CarrierNotArrived: true } as Reservation, 'UTC', czech),
    ).toBe('Rezervace R-000123, 8:00–9:00, bez stavu, dopravce Rapid Freight, SPZ 1B2 3456, dopravce nepřijel');
  });
  it(
    'puts values into the words as the translator would, whatever they hold, in either language after the ' + 'other',
    () => {
      const odd = {
        ...base,
        ReservationNumber: "R-{1} '#'",
        Carrier: 'A {carrier} & <b>',
        VehicleNumberPlate: "'{x}'",
      } as Reservation;
      for (const words of [english, czech, english]) {
        const { t } = words;
        expect(describeReservation(odd, 'UTC', words)).toBe(
          [
            t('block.reservation', { number: odd.ReservationNumber }),
            words.locale === 'cs' ? '8:00–9:00' : '08:00–09:00',
            t('status', { status: 'Pending' }),
            t('block.carrier', { carrier: odd.Carrier! }),
            t('block.plate', { plate: odd.VehicleNumberPlate! }),
          ].join(', '),
        );
      }
    },
  );
});

describe('lifecycleBadges', () => {
  it('follows the lifecycle fields', () => {
    expect(lifecycleBadges(base)).toEqual([]);
    expect(
      lifecycleBadges({ ...base, RealGateVehicleArrivalUtc: 'x', ProcessingStartedUtc: 'y' } as Reservation),
    ).toEqual(['arrived', 'processing']);
    expect(
      lifecycleBadges({
        ...base,
        RealGateVehicleArrivalUtc: 'x',
        RealGateVehicleDepartureUtc: 'z',
        DeliveredUtc: 'w',
      } as Reservation),
    ).toEqual(['departed', 'delivered']);
    expect(lifecycleBadges({ ...base, CarrierNotArrived: true } as Reservation)).toEqual(['carrier not arrived']);
  });
  it('maps unknown statuses to Other', () => {
    expect(approvalTone('Approved')).toBe('Approved');
    expect(approvalTone('Cancelled')).toBe('Other');
  });
});
