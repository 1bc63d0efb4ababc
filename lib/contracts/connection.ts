import { z } from 'zod';
import { ZRamp, ZUnitOption, type UnitOption } from './catalog';
import { zGuid, zTimeZone } from './primitives';
import { atLeastCharacters, atMostCharacters, issueText } from './issue-text';

// Shared by the admin connection routes, the connection form and its hooks.

export const ENVIRONMENTS = ['production', 'sandbox', 'emulator'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const ZEnvironment = z.enum(ENVIRONMENTS, {
  error: issueText('mustBeEnvironment', 'must be production, sandbox or emulator'),
});
export const ZEnvironmentParams = z.object({ environment: ZEnvironment });

export const AUTH_METHODS = ['bearer', 'basic'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

const MAX_BRANCH_OFFICES = 500;
const NOT_A_BRANCH_KEY = issueText('mustBeBranchOfficeId', 'must be a branch office id (GUID)');

/**
 * A branch office id as every comparison and every key of the time zones uses it: lower case (the service may write a
 * GUID in either case). Ramps without a branch office have the empty id.
 */
export const branchKey = (id: string | null | undefined): string => (id ?? '').toLowerCase();
/** Time zones keyed as branchKey() makes them, for rows saved before keys were lower-cased. */
export const keyZonesByBranch = (zones: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(zones).map(([id, zone]) => [branchKey(id), zone]));

export const ZConnectionInput = z.object({
  baseUrl: z
    .string()
    .trim()
    .min(1, issueText('enterServiceAddress', 'enter the address of the service, like https://slots.example.com'))
    .max(500, atMostCharacters(500)),
  tenant: z
    .string()
    .trim()
    .min(1, issueText('enterTenant', 'enter the tenant (the customer name in the web application address)'))
    .max(100, atMostCharacters(100))
    .regex(/^[A-Za-z0-9._-]+$/, issueText('tenantCharacters', 'use letters, digits, dot, dash or underscore only')),
  authMethod: z.enum(AUTH_METHODS, { error: issueText('mustBeAuthMethod', 'must be bearer or basic') }),
  username: z
    .string()
    .trim()
    .min(1, issueText('enterApiUsername', 'enter the API username'))
    .max(200, atMostCharacters(200)),
  /** Absent: keep the stored password. */
  password: z
    .string()
    .min(1, issueText('enterPasswordOrKeep', 'enter the password, or leave the field out to keep the stored one'))
    .max(500, atMostCharacters(500))
    .optional(),
  webhookSecrets: z
    .object({
      add: z.string().min(16, atLeastCharacters(16)).max(500, atMostCharacters(500)).optional(),
      removeIds: z
        .array(z.uuid())
        .max(100, issueText('removeAtMostSecrets', 'remove at most 100 secrets at a time', { max: 100 }))
        .default([]),
    })
    .default({ removeIds: [] }),
  units: z
    .array(ZUnitOption)
    .max(100, issueText('atMostUnits', 'configure at most 100 units', { max: 100 }))
    .default([]),
  branchTimeZones: z
    // Keys in lower case, the one form every lookup uses: the service may write a GUID in either case.
    .record(zGuid.toLowerCase(), zTimeZone, {
      // zod's own word for a bad key is "Invalid key in record"; the admin (or the demo's variable) needs this one.
      error: (issue) => (issue.code === 'invalid_key' ? NOT_A_BRANCH_KEY : undefined),
    })
    .refine(
      (zones) => Object.keys(zones).length <= MAX_BRANCH_OFFICES,
      issueText('atMostBranchOffices', `set at most ${MAX_BRANCH_OFFICES} branch offices`, { max: MAX_BRANCH_OFFICES }),
    )
    .default({}),
});
export type ConnectionInput = z.input<typeof ZConnectionInput>;

export const ZActivateInput = z.object({ environment: ZEnvironment });

/** What the browser may see of a connection: secrets only as set / not set. */
export interface PublicConnection {
  environment: Environment;
  configured: boolean;
  baseUrl: string;
  tenant: string;
  authMethod: AuthMethod;
  username: string;
  passwordSet: boolean;
  webhookSecrets: { id: string; addedAt: string }[];
  units: UnitOption[];
  branchTimeZones: Record<string, string>;
  updatedAt: string | null;
}

export interface ConnectionOverview {
  active: Environment | null;
  environments: PublicConnection[];
}

/**
 * One step of "Test connection". `label` and `detail` are plain English for API callers; the page words a step in the
 * reader's language from `step`, `ok`, `skipped`, `count` (the ramps or vehicle types found) and `reason` (why it
 * failed, as lib/upstream names it: wrong_credentials, unreachable, …; null when it passed or failed otherwise).
 */
export interface ConnectionTestStep {
  step: 'token' | 'ping' | 'resources' | 'vehicle-types';
  label: string;
  ok: boolean;
  latencyMs: number | null;
  detail: string;
  skipped: boolean;
  count: number | null;
  reason: string | null;
}

/** A branch office as the service's resources name it (spec §2.4 has no branch office names): its id and ramps. */
export const ZServiceBranchOffice = z.object({ id: z.string(), ramps: z.array(ZRamp) });
export type ServiceBranchOffice = z.infer<typeof ZServiceBranchOffice>;

/** A unit of the service's OData `Unit` set. */
export const ZServiceUnit = z.object({ id: z.string(), name: z.string(), minutesPerUnit: z.number().nullable() });
export type ServiceUnit = z.infer<typeof ZServiceUnit>;

/**
 * What the saved connection's service offers for the admin to choose from. `units` is null when the service has
 * no `Unit` set (the spec shows none): ids are then typed, and the service checks them at the first booking.
 */
export const ZServiceCatalog = z.object({
  branchOffices: z.array(ZServiceBranchOffice),
  units: z.array(ZServiceUnit).nullable(),
});
export type ServiceCatalog = z.infer<typeof ZServiceCatalog>;

/** "Does this unit exist at the service": the id checked as the connection form's unit id is. */
export const ZUnitCheckParams = ZEnvironmentParams.extend({ id: ZUnitOption.shape.id });

export const UNIT_CHECK_OUTCOMES = ['exists', 'unknown', 'not_checkable'] as const;
export const ZUnitCheck = z.object({
  id: z.string(),
  outcome: z.enum(UNIT_CHECK_OUTCOMES),
  /** The service's name for the unit, when it exists. */
  name: z.string().nullable(),
  /** The answer in plain words, for the admin. */
  message: z.string(),
});
export type UnitCheck = z.infer<typeof ZUnitCheck>;

/** One logged call to the service, as the admin "API calls" page shows it. Never a credential. */
export const ZUpstreamCallRow = z.object({
  id: z.number().int(),
  environment: ZEnvironment,
  at: z.string(),
  method: z.string(),
  path: z.string(),
  /** Decoded query string, e.g. `$filter=StartUtc ge …&$top=1000`. */
  query: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number(),
  recordCount: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type UpstreamCallRow = z.infer<typeof ZUpstreamCallRow>;
