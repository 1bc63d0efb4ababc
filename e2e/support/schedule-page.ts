import type { Page } from '@playwright/test';
import { storageStateOf } from './accounts';
import { emulatorGet } from './emulator';

// What the schedule specs use: the page they open, and (the grid spec) a reservation as the emulator holds it.

/** The planner's session, Prague's clock and a window wide enough for the grid. */
export const SCHEDULE_PAGE = {
  storageState: storageStateOf('planner'),
  timezoneId: 'Europe/Prague',
  viewport: { width: 1400, height: 950 },
};

export interface Reservation {
  Id: string;
  ReservationNumber: string;
  ResourceId: string;
  StartUtc: string;
  EndUtc: string;
  VehicleNumberPlate: string;
  TrailerNumberPlate: string;
  Carrier: string;
  Note: string;
  ExtCustomFieldVarchar1: string | null;
  NumberOfUnits: number;
}

export const HOUR = 3_600_000;

export const readBack = (page: Page, id: string) =>
  emulatorGet<Reservation>(page.request, `/v3/demo/Reservations/${id}`);
