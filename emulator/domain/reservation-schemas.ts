// Request bodies of the write endpoints, validated with field paths before anything is touched.
import { z } from 'zod';
import { EmulatorError } from '../lib/emulator-error';
import { GUID_RE, parseIsoWithOffset } from '../lib/iso';

const guid = z.string().regex(GUID_RE, 'must be a GUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6');
const dateTimeOffset = z
  .string()
  .refine(
    (v) => parseIsoWithOffset(v) !== null,
    'must be an ISO 8601 date-time with Z or an offset, e.g. 2026-03-02T08:00:00Z',
  );
const text = (max: number) => z.string().max(max).nullable().optional();

const carrierFields = {
  CarrierId: guid.nullable().optional(),
  Carrier: text(200),
  CarrierDriverFullName: text(200),
  VehicleTypeId: guid.nullable().optional(),
  VehicleNumberPlate: text(20),
  TrailerNumberPlate: text(20),
};

export const createReservationBody = z.object({
  ResourceId: guid,
  Start: dateTimeOffset,
  UnitId: guid,
  NumberOfUnits: z.number().int().min(1),
  ...carrierFields,
});
export type CreateReservationBody = z.infer<typeof createReservationBody>;

/** PUT takes any subset of the create fields; absent fields keep their value, null clears an optional one. */
export const updateReservationBody = createReservationBody.partial();
export type UpdateReservationBody = z.infer<typeof updateReservationBody>;

export const createFromOrdersBody = z.object({
  OrderIds: z.array(guid).min(1, 'must name at least one order'),
  ResourceId: guid,
  Date: dateTimeOffset,
  UnitId: guid.optional(),
  NumberOfUnits: z.number().int().min(1).optional(),
  ...carrierFields,
});
export type CreateFromOrdersBody = z.infer<typeof createFromOrdersBody>;

/**
 * Parses or throws a 400 listing every offending field (dotted path, '' for the body itself, each unknown key by name).
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new EmulatorError(
    400,
    'VALIDATION_FAILED',
    'The request body is not valid',
    result.error.issues.flatMap((i) => {
      const at = i.path.map(String);
      // An unknown key is reported on the object holding it; the caller needs the key itself named.
      if (i.code === 'unrecognized_keys')
        return i.keys.map((k) => ({ field: [...at, k].join('.'), message: 'is not a known field' }));
      return [{ field: at.join('.'), message: i.message }];
    }),
  );
}
