'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { Table, type TableColumn } from '@/components/ui/table';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { ZOrderRowCreate, type OrderRow } from '@/lib/contracts';
import { formatNumber } from '@/lib/i18n';
import { useCreateOrderRow, useDeleteOrderRow, useOrderRows, useUpdateOrderRow } from './queries';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';
import { EntityForm } from './entity-form';
import { optionalText, useSchemaForm } from './use-schema-form';

const HEAD = 'py-1 pr-3 font-medium';
const CELL = 'py-1 pr-3';

/** The rows of one order, shown when the order is expanded; planners add, change and remove them here. */
export function OrderRows({
  orderId,
  orderNumber,
  canEdit,
}: {
  orderId: string;
  orderNumber: string;
  canEdit: boolean;
}) {
  const t = useTranslations('orders.rows');
  const names = useTranslations('orders.deletion');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const rows = useOrderRows(orderId);
  const remove = useDeleteOrderRow();
  const [editing, setEditing] = useState<OrderRow | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedDelete({
    kind: 'row',
    name: (row: OrderRow) => row.ItemCode,
    consequence: t('deleteConsequence', { number: orderNumber }),
    remove: (row) => remove.mutateAsync(row.Id),
    notify: setNotice,
  });

  const column = (
    id: 'line' | 'item' | 'name' | 'quantity' | 'unit',
    cell: (row: OrderRow) => ReactNode,
    more: Partial<TableColumn<OrderRow>> = {},
  ): TableColumn<OrderRow> => ({
    id,
    header: t(`columns.${id}`),
    cell,
    headerClassName: HEAD,
    cellClassName: CELL,
    ...more,
  });
  const columns = [
    column('line', (row) => row.LineNumber ?? '', { cellClassName: `${CELL} tabular-nums` }),
    column('item', (row) => row.ItemCode),
    column('name', (row) => row.ItemName ?? ''),
    column('quantity', (row) => (row.Quantity == null ? '' : formatNumber(row.Quantity, locale)), {
      align: 'right',
      cellClassName: `${CELL} tabular-nums`,
    }),
    column('unit', (row) => row.UnitOfMeasure ?? ''),
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      headerClassName: 'py-1 font-medium',
      cellClassName: 'py-1 text-right whitespace-nowrap',
      cell: (row) => (
        <RowActions
          name={names('itemName', { kind: 'row', name: row.ItemCode })}
          onEdit={() => setEditing(row)}
          onDelete={() => deletion.ask(row)}
        />
      ),
    });

  if (rows.isPending) return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>;
  if (rows.isError) return <Alert tone="error">{t('loadFailed', { error: errorMessage(rows.error) })}</Alert>;

  return (
    <div className="space-y-3 p-3">
      {notice?.tone === 'error' ? <Alert tone="error">{notice.text}</Alert> : null}
      {rows.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('empty', { canEdit: String(canEdit) })}</p>
      ) : (
        <Table
          className="w-full text-sm"
          aria-label={t('tableName', { number: orderNumber })}
          rows={rows.data}
          columns={columns}
          getRowId={(row) => row.Id}
          headClassName="text-left text-xs text-zinc-600 dark:text-zinc-400"
          rowClassName="border-t border-zinc-200 dark:border-zinc-800"
        />
      )}
      {canEdit && editing ? (
        <RowForm
          key={editing === 'new' ? 'new' : editing.Id}
          orderId={orderId}
          row={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : canEdit ? (
        <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
          {t('addRow')}
        </Button>
      ) : null}
      {deletion.dialog}
    </div>
  );
}

function RowForm({ orderId, row, onDone }: { orderId: string; row?: OrderRow; onDone: () => void }) {
  const t = useTranslations('orders.rows');
  const locale = useLocale();
  const create = useCreateOrderRow();
  const update = useUpdateOrderRow();
  const form = useSchemaForm(ZOrderRowCreate);

  async function onSubmit(data: FormData) {
    const quantity = optionalText(data.get('Quantity'));
    const values = {
      ItemCode: optionalText(data.get('ItemCode')) ?? '',
      ItemName: optionalText(data.get('ItemName')) ?? null,
      // A decimal comma is how many planners type a quantity.
      Quantity: quantity === undefined ? undefined : Number(quantity.replace(',', '.')),
      UnitOfMeasure: optionalText(data.get('UnitOfMeasure')) ?? null,
    };
    const saved = await form.submit(values, (v) =>
      row ? update.mutateAsync({ id: row.Id, changes: v }) : create.mutateAsync({ orderId, row: v }),
    );
    if (saved) onDone();
  }

  return (
    <EntityForm
      title={row ? t('edit', { code: row.ItemCode }) : t('new')}
      heading={false}
      error={form.formError}
      pending={create.isPending || update.isPending}
      submitLabel={row ? t('save') : t('add')}
      onCancel={onDone}
      onSubmit={onSubmit}
    >
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          label={t('itemCode')}
          name="ItemCode"
          defaultValue={row?.ItemCode}
          error={form.errors.ItemCode}
          required
        />
        <TextField
          label={t('itemName')}
          name="ItemName"
          defaultValue={row?.ItemName ?? ''}
          error={form.errors.ItemName}
        />
        <TextField
          label={t('quantity')}
          name="Quantity"
          inputMode="decimal"
          // As the planner types it: a decimal comma in Czech (read back either way).
          defaultValue={
            row?.Quantity == null
              ? ''
              : formatNumber(row.Quantity, locale, { useGrouping: false, maximumFractionDigits: 20 })
          }
          error={form.errors.Quantity}
          required
        />
        <TextField
          label={t('unitOfMeasure')}
          name="UnitOfMeasure"
          defaultValue={row?.UnitOfMeasure ?? ''}
          error={form.errors.UnitOfMeasure}
        />
      </div>
    </EntityForm>
  );
}
