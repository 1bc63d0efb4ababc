// A Reservation-like entity type shared by the unit tests of this folder.
import type { EntityType } from './odata-model';

export const reservation: EntityType = {
  name: 'Reservation',
  key: ['Id'],
  properties: {
    Id: { type: 'Edm.Guid', nullable: false },
    ReservationNumber: { type: 'Edm.String', maxLength: 32 },
    StartUtc: { type: 'Edm.DateTimeOffset', nullable: false },
    EndUtc: { type: 'Edm.DateTimeOffset', nullable: false },
    ResourceId: { type: 'Edm.Guid' },
    Carrier: { type: 'Edm.String' },
    ApprovalStatus: { type: 'Edm.String' },
    Created: { type: 'Edm.DateTimeOffset' },
    Updated: { type: 'Edm.DateTimeOffset' },
    NumberOfUnits: { type: 'Edm.Int32' },
    Weight: { type: 'Edm.Decimal' },
    DeliveryDate: { type: 'Edm.Date' },
    ExtCustomFieldBit1: { type: 'Edm.Boolean' },
  },
};
