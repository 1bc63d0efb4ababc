// Reads the grid's packed week answer (packGridAnswer) back into rows, line by line as it arrives, or whole.
import { ZGridAnswerHead, type GridAnswerHead, type GridAnswerPart, type GridRange, type GridReservation } from './reservations';
import { formatTime, GRID_TIME_COLUMNS } from './pack-grid-answer';

export interface GridAnswerReader {
  /** Takes the next line; true when it was a part (rows were added). */
  line(text: string): boolean;
  /** Whether the closing line has been read. */
  readonly done: boolean;
  /** The rows so far (every row once `done`), with the head's stamp and stale flag. */
  range(): GridRange;
}

export function createGridAnswerReader(): GridAnswerReader {
  let head: GridAnswerHead | null = null;
  let done = false;
  const rows: GridReservation[] = [];
  const dictionaries = new Map<string, unknown[]>();
  // Slots repeat all week: each instant is written out once.
  const written = new Map<number, string>();
  const write = (ms: number, style: GridAnswerHead['timeStyle']) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = formatTime(ms, style)));
    return text;
  };

  const unpackRow = (cells: unknown[], h: GridAnswerHead): GridReservation => {
    const out: Record<string, unknown> = {};
    const { columns, base, timeStyle } = h;
    let startMs: number | null = null;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      let value: unknown = i < cells.length ? (cells[i] ?? null) : null;
      if (value !== null) {
        const dictionary = dictionaries.get(column);
        if (dictionary) value = dictionary[value as number];
        else if (typeof value === 'number' && GRID_TIME_COLUMNS.has(column)) {
          const ms: number = (column === 'EndUtc' && startMs !== null ? startMs : base) + value * 1000;
          if (column === 'StartUtc') startMs = ms;
          value = write(ms, timeStyle);
        }
      }
      out[column] = value;
    }
    return out as GridReservation;
  };

  return {
    line(text) {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      if (!head) {
        head = ZGridAnswerHead.parse(JSON.parse(`${trimmed}]}`));
        for (const c of head.dictionaryColumns) dictionaries.set(c, []);
        return false;
      }
      if (trimmed === ']}') {
        done = true;
        return false;
      }
      const part = JSON.parse(trimmed.endsWith(',') ? trimmed.slice(0, -1) : trimmed) as GridAnswerPart;
      for (const [column, values] of Object.entries(part.dict)) dictionaries.get(column)?.push(...values);
      for (const cells of part.rows) rows.push(unpackRow(cells, head));
      return true;
    },
    get done() {
      return done;
    },
    range() {
      if (!head) throw new Error('the grid answer has no head');
      return { reservations: rows, fetchedAt: head.fetchedAt, ...(head.stale ? { stale: head.stale } : {}) };
    },
  };
}

/** A whole packed answer at once (tests, tools). */
export function unpackGridAnswer(text: string): GridRange {
  const reader = createGridAnswerReader();
  for (const line of text.split('\n')) reader.line(line);
  if (!reader.done) throw new Error('the grid answer ended early');
  return reader.range();
}
