import { z } from 'zod';
import { issueText, zDateTime, zGuid, zSearchText } from '@/lib/contracts';

// Reservation search over the mirror (GET /api/search?q=): by number, plates, carrier, driver, order numbers and
// suppliers, across every day the mirror holds, deleted reservations included.

/** Fewer letters and digits than this match too much to be useful, and a trigram index cannot help below three. */
export const SEARCH_MIN_CHARS = 3;
/** At most this many reservations from now on and this many before, nearest first; more says "refine". */
export const SEARCH_LIMIT = 20;

// The same table as migration 0009's slotboard_search_key: Latin letters with diacritics to their base letter.
// features/search/server/search.int.test.ts checks that both fold every one of these and random text alike.
const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïðñòóôõöøùúûüýþÿĀ' +
  'āĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿ' +
  'ŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠ' +
  'ơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕ' +
  'ȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ';
const FOLD_TO =
  'AAAAAACEEEEIIIIDNOOOOOOUUUUYTaaaaaaceeeeiiiidnoooooouuuuytyA' +
  'aAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlL' +
  'lLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzsO' +
  'oUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUu' +
  'UuSsTtHhAaEeOoOoOoOoYy';
const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));
const SPELT_OUT: Record<string, string> = { ß: 'ss', ẞ: 'ss', Æ: 'ae', æ: 'ae', Œ: 'oe', œ: 'oe' };

/** The letters of FOLD_FROM and SPELT_OUT, for the test that compares this folding with the database's. */
export const FOLDED_LETTERS = FOLD_FROM + Object.keys(SPELT_OUT).join('');

/**
 * Text as the search compares it: diacritics dropped, lower case, only ASCII letters and digits (spaces, dashes,
 * dots and any other script gone), so `1ab2345`, `1AB-2345` and `1 AB 2345` are one key.
 */
export function toSearchKey(text: string): string {
  let out = '';
  for (const c of text) {
    const folded = SPELT_OUT[c] ?? FOLD.get(c) ?? c;
    for (const f of folded.toLowerCase()) if ((f >= 'a' && f <= 'z') || (f >= '0' && f <= '9')) out += f;
  }
  return out;
}

/** The query: any text up to 100 characters that has at least three letters or digits once folded. */
export const ZSearchQuery = z.object({
  q: z
    .string({ error: issueText('typeSearch', 'type what to search for') })
    .pipe(zSearchText)
    .refine((q) => toSearchKey(q).length >= SEARCH_MIN_CHARS, {
      message: issueText(
        'searchAtLeast',
        `type at least ${SEARCH_MIN_CHARS} letters or digits ` +
          '(a number, a plate, a carrier, a driver, an order or a supplier)',
        { min: SEARCH_MIN_CHARS },
      ),
    }),
});
export type SearchQuery = z.infer<typeof ZSearchQuery>;

/** The fields a query is matched against, in the order a hit names the first that matched. */
export const SEARCH_FIELDS = [
  'ReservationNumber',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'Carrier',
  'CarrierDriverFullName',
  'OrderNumbers',
  'SupplierNames',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const ZSearchHit = z.object({
  id: zGuid,
  number: z.string(),
  startUtc: zDateTime,
  endUtc: zDateTime,
  rampId: zGuid,
  /** As the schedule names the ramp ("BRN-01 · Rampa 1"); null when no ramp list was ever kept. */
  rampName: z.string().nullable(),
  branchOfficeId: z.string(),
  /** The branch office's zone as the admin set it, null when none is set (the page then uses the browser's). */
  timeZone: z.string().nullable(),
  status: z.string(),
  carrier: z.string(),
  vehiclePlate: z.string(),
  trailerPlate: z.string(),
  driver: z.string(),
  orderNumbers: z.string(),
  supplierNames: z.string(),
  arrivalUtc: zDateTime.nullable(),
  departureUtc: zDateTime.nullable(),
  /** The first field, in SEARCH_FIELDS order, that holds the query. */
  matched: z.enum(SEARCH_FIELDS),
  /** When the service confirmed its deletion; null for a reservation still at the service. */
  deletedAt: zDateTime.nullable(),
  /** A later read of its day no longer listed it (moved away or deleted, not confirmed yet). */
  unconfirmed: z.boolean(),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchAnswer = z.object({
  /** The query as compared (toSearchKey of what was typed). */
  key: z.string(),
  /** From 12 hours ago on, soonest first; then earlier ones, latest first. */
  hits: z.array(ZSearchHit),
  /** More reservations match than are shown: type more of the number or plate. */
  more: z.boolean(),
  /**
   * When a download of every change from the service last finished; null when none has yet (the mirror holds only
   * what was looked at).
   */
  lastSyncAt: zDateTime.nullable(),
});
export type SearchAnswer = z.infer<typeof ZSearchAnswer>;
