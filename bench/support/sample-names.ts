// Names the benches' generated reservations draw from: real-looking, with diacritics.
export const DRIVERS = [
  'Jan Novák',
  'Petr Svoboda',
  'Eva Dvořáková',
  'Tomáš Černý',
  'Lucie Veselá',
  'Jiří Procházka',
  'Mike Johnson',
  'Anna Kowalski',
  'Łukasz Wiśniewski',
  'Zoë Müller',
];
export const SUPPLIERS = [
  'Bohemia Glassworks',
  'Vltava Foods',
  'Tatra Components',
  'Midwest Paper Co.',
  'Great Lakes Steel',
  'Harbor Electronics',
  'Alpine Dairy',
  'Silesia Chemicals',
];
export const LETTERS = 'ABCEHJKLMNPSTUZ';
