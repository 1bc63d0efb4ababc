// The grid's week answer, packed: only the fields the grid draws, one column list, rows as arrays, ramps, carriers,
// statuses and units as indexes into dictionaries sent once, times as seconds. Laid out one part per line so the
// browser can draw the first ramps while the rest arrives, yet the whole answer is still one JSON document.
import {
  formatGridTime,
  GRID_ANSWER_FORMAT,
  GRID_TIME_COLUMNS,
  type GridAnswerHead,
  type GridAnswerPart,
  type GridAnswerPlan,
  type GridField,
  type GridRange,
  type GridReservation,
} from './grid-answer';

/**
 * Rare or null-most columns last, so a row's trailing nulls can be left off: the two flags (always sent, true or false)
 * before the gate and dock times (null until a truck arrives), which cuts a fifth of an upcoming week's bytes and of
 * what gzip has to read. The reader follows the head's `columns`, so the order is the answer's own.
 */
const GRID_COLUMNS: GridField[] = [
  'Id',
  'ResourceId',
  'StartUtc',
  'EndUtc',
  'ReservationNumber',
  'ApprovalStatus',
  'Carrier',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'CarrierDriverFullName',
  'UnitId',
  'NumberOfUnits',
  'OrderNumbers',
  'CarrierNotArrived',
  'IsUrgent',
  'RealGateVehicleArrivalUtc',
  'RealGateVehicleDepartureUtc',
  'ProcessingStartedUtc',
  'ProcessingCompletedUtc',
  'DeliveredUtc',
  'IppApprovalStatus',
];
const GRID_DICTIONARY_COLUMNS: GridField[] = [
  'ResourceId',
  'ApprovalStatus',
  'Carrier',
  'CarrierDriverFullName',
  'UnitId',
  'IppApprovalStatus',
];
type TimeStyle = GridAnswerHead['timeStyle'];
const START_COLUMN = GRID_COLUMNS.indexOf('StartUtc');

const DEFAULT_ROWS_PER_PART = 1500;

/**
 * The answer's lines: its head, one line per part of whole ramps (about `rowsPerPart` rows each, ramps in the order
 * their first reservation comes), then the closing line. Joined with '\n' they are one JSON document.
 */
export function packGridAnswer(range: GridRange, base: number, rowsPerPart = DEFAULT_ROWS_PER_PART): string[] {
  return [...streamGridAnswer(range, base, { groups: groupGridRows(range.reservations, rowsPerPart) }).lines];
}

/**
 * The rows as the answer sends them: whole ramps per part of about `rowsPerPart` rows (a ramp's row is complete once
 * its part has arrived), ramps in the order their first reservation comes. Read back, the rows come in this order.
 */
export function groupGridRows(
  rows: readonly GridReservation[],
  rowsPerPart = DEFAULT_ROWS_PER_PART,
): GridReservation[][] {
  const byRamp = new Map<string, GridReservation[]>();
  for (const r of rows) {
    const list = byRamp.get(r.ResourceId);
    if (list) list.push(r);
    else byRamp.set(r.ResourceId, [r]);
  }
  const groups: GridReservation[][] = [];
  let current: GridReservation[] = [];
  for (const list of byRamp.values()) {
    if (current.length > 0 && current.length + list.length > rowsPerPart) {
      groups.push(current);
      current = [];
    }
    for (const r of list) current.push(r);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

export interface GridAnswerOptions {
  /** The range's rows grouped by groupGridRows (its default when absent). */
  groups?: GridReservation[][];
  /** The head's version of these rows. */
  version?: string;
  /** Only the rows the browser's answer `basis` lacks, in one part, and the plan that places them among its rows. */
  difference?: { basis: string; plan: GridAnswerPlan; rows: GridReservation[] };
}

/** The same lines, each packed only when asked for (a response streams the first while the rest are packed). */
export function streamGridAnswer(
  range: GridRange,
  base: number,
  options: GridAnswerOptions = {},
): { parts: number; lines: Iterable<string> } {
  const rows = range.reservations;
  const first = rows[0]?.StartUtc ?? '';
  const timeStyle: TimeStyle = /:\d\dZ$/.test(first) ? 's' : 'ms';
  const { difference } = options;
  const head: GridAnswerHead = {
    format: GRID_ANSWER_FORMAT,
    fetchedAt: range.fetchedAt,
    ...(range.stale ? { stale: range.stale } : {}),
    count: rows.length,
    base,
    timeStyle,
    columns: GRID_COLUMNS,
    dictionaryColumns: GRID_DICTIONARY_COLUMNS,
    ...(options.version ? { version: options.version } : {}),
    ...(difference ? { basis: difference.basis, plan: difference.plan } : {}),
  };
  const groups = difference
    ? difference.rows.length > 0
      ? [difference.rows]
      : []
    : (options.groups ?? groupGridRows(rows));

  // Per column what it is, decided once; times read back once per distinct string (slots repeat all week).
  const kinds = GRID_COLUMNS.map((c) =>
    c === 'EndUtc' ? 'end' : GRID_TIME_COLUMNS.has(c) ? 'time' : GRID_DICTIONARY_COLUMNS.includes(c) ? 'dict' : 'plain',
  );
  const dictionaries = GRID_COLUMNS.map((c) =>
    GRID_DICTIONARY_COLUMNS.includes(c) ? new Map<unknown, number>() : null,
  );
  const exact = new Map<string, number | null>();
  /** The time in ms when the string is exactly how `timeStyle` writes it, else null (sent as the string). */
  const exactMs = (value: string): number | null => {
    let ms = exact.get(value);
    if (ms === undefined) {
      const parsed = Date.parse(value);
      ms = parsed % 1000 === 0 && formatGridTime(parsed, timeStyle) === value ? parsed : null;
      exact.set(value, ms);
    }
    return ms;
  };
  function* lines() {
    yield `${JSON.stringify(head).slice(0, -1)},"parts":[`;
    for (const [i, group] of groups.entries()) yield packPart(group, i);
    yield ']}';
  }
  const packPart = (group: GridReservation[], i: number): string => {
    const dict: GridAnswerPart['dict'] = {};
    const packed = group.map((r) => {
      const record = r as Record<string, unknown>;
      const row: unknown[] = new Array(GRID_COLUMNS.length);
      let startMs: number | null = null;
      for (let c = 0; c < GRID_COLUMNS.length; c++) {
        const value = record[GRID_COLUMNS[c]!] ?? null;
        const kind = kinds[c];
        if (value === null || kind === 'plain') row[c] = value;
        else if (kind === 'time' || kind === 'end') {
          const ms = typeof value === 'string' ? exactMs(value) : null;
          // EndUtc counts from StartUtc when that was sent as a number (the reader knows it then), else from base.
          row[c] = ms === null ? value : (ms - (kind === 'end' && startMs !== null ? startMs : base)) / 1000;
          if (c === START_COLUMN) startMs = ms;
        } else {
          const dictionary = dictionaries[c]!;
          let index = dictionary.get(value);
          if (index === undefined) {
            index = dictionary.size;
            dictionary.set(value, index);
            (dict[GRID_COLUMNS[c]!] ??= []).push(value);
          }
          row[c] = index;
        }
      }
      let end = row.length;
      while (end > 0 && row[end - 1] === null) end--;
      row.length = end;
      return row;
    });
    return JSON.stringify({ dict, rows: packed } satisfies GridAnswerPart) + (i < groups.length - 1 ? ',' : '');
  };
  return { parts: groups.length, lines: lines() };
}
