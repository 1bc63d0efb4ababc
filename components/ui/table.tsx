'use client';

// The one <table> of the app, on TanStack Table (row model, row ids, sorting); the markup and classes are here.
// A column says its header and how to draw a row's cell (called, not mounted: controls in cells keep their state
// when the columns are rebuilt). Sorting: a column with `sortValue` is sorted here, or pass `sort` + `onSortChange`
// for rows the caller or the server sorts. `empty` (or `loadingText` while `loading`) fills one full-width row;
// `detail(row)` adds a full-width row under a row. Every word comes in as a prop.

import {
  createSortedRowModel,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type HTMLAttributes, type KeyboardEvent, type ReactNode, type TdHTMLAttributes } from 'react';

type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

/** Attributes of a body row: className, onClick, tabIndex, aria-selected, data-*… */
export type TableRowProps = Omit<HTMLAttributes<HTMLTableRowElement>, 'children'> & DataAttributes;

/** Attributes of a body cell: title, data-testid, data-label, className (replacing the column's)… */
export type TableCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'children'> & DataAttributes;

export type SortValue = string | number | null | undefined;

export interface TableColumn<T extends RowData> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'left' | 'right';
  /** A title on the header's sort button. */
  hint?: string;
  /** What the column sorts by, when the table sorts its rows itself. */
  sortValue?: (row: T) => SortValue;
  /** Sortable though the table does not sort (controlled `sort`). */
  sortable?: boolean;
  sortDescFirst?: boolean;
  headerClassName?: string;
  cellClassName?: string;
  cellProps?: (row: T) => TableCellProps;
}

export type TableSort = { id: string; desc: boolean };

export type TableDetail = { content: ReactNode; id?: string; className?: string; cellClassName?: string };

export interface TableProps<T extends RowData> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  getRowId: (row: T) => string;
  /** Read out, not shown (`sr-only`). */
  caption?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  empty?: ReactNode;
  loading?: boolean;
  loadingText?: ReactNode;
  /** Controlled sorting: the caller sorts the rows (or asks the server to) on `onSortChange`. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** The first sorting when the table sorts by itself. */
  defaultSort?: TableSort;
  rowProps?: (row: T) => TableRowProps;
  /** Click on the row, or Enter/Space on the row itself when `rowProps` makes it focusable. */
  onRowActivate?: (row: T) => void;
  detail?: (row: T) => TableDetail | null;
  /** Rows of a `<tfoot>` (totals). */
  footer?: ReactNode;
  className?: string;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  footClassName?: string;
  rowClassName?: string;
  emptyClassName?: string;
  sortButtonClassName?: string;
}

const TABLE = 'w-full text-left text-sm';
const HEAD = 'border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400';
const HEADER_CELL = 'px-3 py-2 font-medium';
const ROW = 'border-b border-zinc-100 last:border-0 dark:border-zinc-800';
const CELL = 'px-3 py-2';
const EMPTY = 'px-3 py-6 text-center text-zinc-600 dark:text-zinc-400';
const SORT_BUTTON = 'inline-flex items-end gap-1 rounded px-1 hover:bg-zinc-200 dark:hover:bg-zinc-700';
const ALIGN = { left: 'text-left', right: 'text-right' } as const;
const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

/** Numbers by size, text the reader's way (numbers within text by size); a missing value sorts last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

// Missing values reach TanStack as undefined, which `sortUndefined: 'last'` keeps last in both directions.
function sortRows<T extends RowData>(rowA: Row<typeof features, T>, rowB: Row<typeof features, T>, id: string) {
  return compareSortValues(rowA.getValue<SortValue>(id), rowB.getValue<SortValue>(id));
}

function withClass(base: string, align?: 'left' | 'right'): string {
  return align ? `${base} ${ALIGN[align]}` : base;
}

export function Table<T extends RowData>(props: TableProps<T>) {
  const { rows, columns, getRowId, sort, onSortChange, defaultSort } = props;
  const controlled = sort !== undefined;
  const defs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.id,
        accessorFn: (row) => column.sortValue?.(row) ?? undefined,
        enableSorting: Boolean(column.sortValue || column.sortable),
        sortDescFirst: column.sortDescFirst ?? false,
        sortUndefined: 'last',
        sortFn: sortRows,
      })),
    [columns],
  );
  const sorting: SortingState | undefined = controlled ? (sort ? [sort] : []) : undefined;
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => getRowId(row),
    enableSortingRemoval: false,
    enableMultiSort: false,
    manualSorting: controlled,
    initialState: { sorting: defaultSort ? [defaultSort] : [] },
    ...(sorting
      ? {
          state: { sorting },
          onSortingChange: (updater) => onSortChange?.(functionalUpdate(updater, sorting)[0] ?? null),
        }
      : {}),
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const bodyRows = table.getRowModel().rows;
  const span = columns.length;

  return (
    <table
      className={props.className ?? TABLE}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-busy={props.loading || undefined}
    >
      {props.caption ? <caption className="sr-only">{props.caption}</caption> : null}
      <thead className={props.headClassName ?? HEAD}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className={props.headRowClassName}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const className = withClass(column.headerClassName ?? HEADER_CELL, column.align);
              if (!header.column.getCanSort())
                return (
                  <th key={header.id} scope="col" className={className}>
                    {column.header}
                  </th>
                );
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={className}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  <button
                    type="button"
                    title={column.hint}
                    className={withClass(props.sortButtonClassName ?? SORT_BUTTON, column.align)}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {column.header}
                    <span aria-hidden="true" className="text-xs">
                      {SORT_MARK[sorted || 'none']}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className={props.bodyClassName}>
        {bodyRows.length === 0 && (props.loading ? props.loadingText : props.empty) ? (
          <tr>
            <td colSpan={span} className={props.emptyClassName ?? EMPTY}>
              {props.loading ? props.loadingText : props.empty}
            </td>
          </tr>
        ) : null}
        {bodyRows.map((row) => (
          <BodyRow key={row.id} row={row.original} props={props} />
        ))}
      </tbody>
      {props.footer ? <tfoot className={props.footClassName}>{props.footer}</tfoot> : null}
    </table>
  );
}

function BodyRow<T extends RowData>({ row, props }: { row: T; props: TableProps<T> }) {
  const { onRowActivate, columns } = props;
  const own = props.rowProps?.(row) ?? {};
  const detail = props.detail?.(row) ?? null;
  const activate = onRowActivate
    ? {
        onClick: () => onRowActivate(row),
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          onRowActivate(row);
        },
      }
    : {};
  return (
    <>
      <tr className={props.rowClassName ?? ROW} {...activate} {...own}>
        {columns.map((column) => {
          const cellProps = column.cellProps?.(row) ?? {};
          const className = cellProps.className ?? withClass(column.cellClassName ?? CELL, column.align);
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell key={column.id} scope={column.rowHeader ? 'row' : undefined} {...cellProps} className={className}>
              {column.cell(row)}
            </Cell>
          );
        })}
      </tr>
      {detail ? (
        <tr id={detail.id} className={detail.className}>
          <td colSpan={columns.length} className={detail.cellClassName}>
            {detail.content}
          </td>
        </tr>
      ) : null}
    </>
  );
}
