// Normalises a stored row value to one comparable JS form per EDM type, shared by filtering and sorting.
import type { EdmType } from './odata-model';
import { readEpochMs } from './parse-date-time-offset';

export type Comparable = string | number | boolean | null;
export type ReadValue = (value: unknown) => Comparable;

function readString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : null;
}

function readGuid(value: unknown): string | null {
  // GUIDs compare case-insensitively; lower case is the canonical form the parser gives literals too.
  return typeof value === 'string' ? value.toLowerCase() : null;
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  // Int64 and Decimal may be stored as strings or bigints to keep precision.
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? null : n;
  }
  return null;
}

function readBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

function readDate(value: unknown): string | null {
  if (typeof value === 'string') return value.length >= 10 ? value.slice(0, 10) : null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return null;
}

/** The reader for one property type; readers return null for missing or unusable values. */
export function pickValueReader(type: EdmType): ReadValue {
  switch (type) {
    case 'Edm.DateTimeOffset':
      return readEpochMs;
    case 'Edm.Guid':
      return readGuid;
    case 'Edm.String':
      return readString;
    case 'Edm.Boolean':
      return readBoolean;
    case 'Edm.Date':
      return readDate;
    case 'Edm.Int32':
    case 'Edm.Int64':
    case 'Edm.Decimal':
    case 'Edm.Double':
      return readNumber;
  }
}
