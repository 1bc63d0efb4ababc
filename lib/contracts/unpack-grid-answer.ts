// Reads the grid's packed week answer (packGridAnswer) back into rows, line by line as it arrives, or whole.
import { followGridPlan } from './diff-grid-rows';
import {
  formatGridTime,
  GRID_TIME_COLUMNS,
  ZGridAnswerHead,
  ZGridAnswerPart,
  type GridAnswerHead,
  type GridRange,
  type GridReservation,
} from './grid-answer';

export interface GridAnswerReader {
  /** Takes the next line; true when it was a part (rows were added). */
  line(text: string): boolean;
  /** Whether the closing line has been read (and the rows add up to the head's count). */
  readonly done: boolean;
  /**
   * Whether the head has been read: an answer that stops after it was cut short, one that fails before it is not the
   * grid's.
   */
  readonly started: boolean;
  /** The rows so far (every row once `done`), with the head's stamp and stale flag. */
  range(): GridRange;
  /**
   * The head's version of the rows (sent back as `since` on the next read of the range), once read; null when it has
   * none.
   */
  readonly version: string | null;
}

/** A whole answer the browser read earlier, with its version: what a difference answer builds on. */
export interface HeldGridAnswer {
  version: string;
  reservations: readonly GridReservation[];
}

export function createGridAnswerReader(held?: HeldGridAnswer): GridAnswerReader {
  let head: GridAnswerHead | null = null;
  let done = false;
  let rows: GridReservation[] = [];
  const dictionaries = new Map<string, unknown[]>();
  // Slots repeat all week: each instant is written out once.
  const written = new Map<number, string>();
  const write = (ms: number, style: GridAnswerHead['timeStyle']) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = formatGridTime(ms, style)));
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
      if (done) throw new Error('the grid answer goes on after its closing line');
      if (!head) {
        const parsed = ZGridAnswerHead.safeParse(parseJson(`${trimmed}]}`));
        if (!parsed.success) throw new Error("the answer is not the grid's format");
        head = parsed.data;
        if (head.basis !== undefined && (head.basis !== held?.version || !head.plan))
          throw new Error('the grid answer builds on an answer this reader does not hold');
        for (const c of head.dictionaryColumns) dictionaries.set(c, []);
        return false;
      }
      if (trimmed === ']}') {
        if (head.basis !== undefined) rows = followGridPlan(held!.reservations, rows, head.plan!);
        if (rows.length !== head.count)
          throw new Error(`the grid answer holds ${rows.length} of its ${head.count} rows`);
        done = true;
        return false;
      }
      // The part's shape only (a dictionary of lists, rows as lists): a deep check of every row would cost more
      // than reading it, and each row is what the BFF packed from checked records.
      const part = ZGridAnswerPart.safeParse(parseJson(trimmed.endsWith(',') ? trimmed.slice(0, -1) : trimmed));
      if (!part.success) throw new Error('a part of the grid answer is cut short or not in its format');
      for (const [column, values] of Object.entries(part.data.dict)) dictionaries.get(column)?.push(...values);
      for (const cells of part.data.rows) rows.push(unpackRow(cells, head));
      return true;
    },
    get done() {
      return done;
    },
    get started() {
      return head !== null;
    },
    get version() {
      return head?.version ?? null;
    },
    range() {
      if (!head) throw new Error('the grid answer has no head');
      return { reservations: rows, fetchedAt: head.fetchedAt, ...(head.stale ? { stale: head.stale } : {}) };
    },
  };
}

/** JSON text, or undefined when it is not (a cut line): the schema check then says what was expected. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A whole packed answer at once (tests, tools); a difference answer with the answer it builds on. */
export function unpackGridAnswer(text: string, held?: HeldGridAnswer): GridRange {
  const reader = createGridAnswerReader(held);
  for (const line of text.split('\n')) reader.line(line);
  if (!reader.done) throw new Error('the grid answer ended early');
  return reader.range();
}
