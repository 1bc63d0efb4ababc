// Fixed names the demo data draws from; kept apart so the generator reads as rules, not lists.
// Both sites work every day, Sundays as a lighter weekend shift (quietDays, local weekday numbers, 0 = Sunday): the
// demo has reservations on its first screen whatever day it starts, and no day is a hole in the data.
export const BRANCH_OFFICES = [
  {
    name: 'Brno DC',
    timeZone: 'Europe/Prague',
    openDays: '0,1,2,3,4,5,6',
    quietDays: [0],
    openFrom: '06:00',
    openTo: '22:00',
    ramps: 9,
    prefix: 'Rampa',
  },
  {
    name: 'Chicago DC',
    timeZone: 'America/Chicago',
    openDays: '0,1,2,3,4,5,6',
    quietDays: [0],
    openFrom: '04:00',
    openTo: '20:00',
    ramps: 7,
    prefix: 'Dock',
  },
] as const;

/**
 * A cross-dock that works around the clock, so the gate has trucks expected, on site and gone at any hour. Made from
 * a PRNG stream of its own after the two sites above, whose ids and slots stay what they were. Its first ramp is a
 * shuttle: back-to-back hourly slots, always approved, never missed.
 */
export const CROSS_DOCK = {
  name: 'Katowice Cross-dock',
  timeZone: 'Europe/Warsaw',
  openDays: '0,1,2,3,4,5,6',
  quietDays: [0],
  openFrom: '00:00',
  openTo: '24:00',
  ramps: 6,
  prefix: 'Dok',
} as const;
export const SHUTTLE_MINUTES = 60;

/** Share of a ramp's open time booked in the demo data, on an ordinary day and on a quiet (weekend shift) day. */
export const DEMO_FILL = { usual: 0.55, quiet: 0.25 } as const;

export const UNITS = [
  { name: 'Truck', minutes: 30, counts: [1, 2, 3] },
  { name: 'Pallet', minutes: 5, counts: [6, 9, 12, 18] },
  { name: 'Container', minutes: 45, counts: [1, 2] },
] as const;

export const VEHICLE_TYPES = ['Van', 'Rigid truck', 'Semi-trailer', 'Container truck', 'Refrigerated truck'];

export const CARRIERS = [
  ['Rapid Freight s.r.o.', 'Brno', 'CZ'],
  ['Danube Logistics', 'Bratislava', 'SK'],
  ['Moravia Trans', 'Olomouc', 'CZ'],
  ['Lakeshore Hauling', 'Chicago', 'US'],
  ['Prairie Express', 'Joliet', 'US'],
  ['Northstar Carriers', 'Milwaukee', 'US'],
] as const;

/** Carriers whose trucks are late more often than the rest: the demo's punctuality report names them. */
export const LATE_PRONE_CARRIERS = ['Danube Logistics', 'Prairie Express'] as const;

export const SUPPLIERS = [
  ['Bohemia Glassworks', 'Plzeň', 'CZ'],
  ['Vltava Foods', 'Praha', 'CZ'],
  ['Tatra Components', 'Kopřivnice', 'CZ'],
  ['Midwest Paper Co.', 'Peoria', 'US'],
  ['Great Lakes Steel', 'Gary', 'US'],
  ['Harbor Electronics', 'Evanston', 'US'],
  ['Alpine Dairy', 'Linz', 'AT'],
  ['Silesia Chemicals', 'Ostrava', 'CZ'],
] as const;

export const DRIVERS = [
  'Jan Novák',
  'Petr Svoboda',
  'Eva Dvořáková',
  'Tomáš Černý',
  'Mike Johnson',
  'Sarah Miller',
  'Carlos Diaz',
  'Anna Kowalski',
  'David Brown',
  'Lucie Veselá',
];

export const ITEMS = [
  ['GL-100', 'Glass bottles 0.5 l', 'PAL'],
  ['FD-220', 'Canned tomatoes', 'CS'],
  ['TC-310', 'Brake assemblies', 'PC'],
  ['PP-040', 'Copy paper A4', 'PAL'],
  ['ST-555', 'Steel coils', 'T'],
  ['EL-710', 'Circuit boards', 'BOX'],
  ['DY-020', 'Cheese wheels', 'KG'],
  ['CH-900', 'Industrial solvent', 'L'],
] as const;

export const NOTES = [
  'Call the dispatcher on arrival',
  'Fragile goods',
  'Tail-lift needed',
  'Temperature check at gate',
  'Paperwork at window 2',
];
