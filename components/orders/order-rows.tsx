'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { ZOrderRowCreate, type OrderRow } from '@/lib/contracts';
import { useCreateOrderRow, useDeleteOrderRow, useOrderRows, useUpdateOrderRow } from '@/lib/queries';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';
import { EntityForm } from './entity-form';
import { optionalText, useSchemaForm } from './use-schema-form';

/** The rows of one order, shown when the order is expanded; planners add, change and remove them here. */
export function OrderRows({ orderId, orderNumber, canEdit }: { orderId: string; orderNumber: string; canEdit: boolean }) {
  const rows = useOrderRows(orderId);
  const remove = useDeleteOrderRow();
  const [editing, setEditing] = useState<OrderRow | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedDelete({
    name: (row: OrderRow) => `row ${row.ItemCode}`,
    consequence: `The row leaves order ${orderNumber} at the service.`,
    remove: (row) => remove.mutateAsync(row.Id),
    notify: setNotice,
  });

  if (rows.isPending) return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">Loading the rows…</p>;
  if (rows.isError) return <Alert tone="error">The rows could not be loaded: {rows.error.message}</Alert>;

  return (
    <div className="space-y-3 p-3">
      {notice?.tone === 'error' ? <Alert tone="error">{notice.text}</Alert> : null}
      {rows.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">This order has no rows yet.{canEdit ? ' Add the items it delivers.' : ''}</p>
      ) : (
        <table className="w-full text-sm" aria-label={`Rows of order ${orderNumber}`}>
          <thead className="text-left text-xs text-zinc-600 dark:text-zinc-400">
            <tr>
              <th className="py-1 pr-3 font-medium">Line</th>
              <th className="py-1 pr-3 font-medium">Item</th>
              <th className="py-1 pr-3 font-medium">Name</th>
              <th className="py-1 pr-3 text-right font-medium">Quantity</th>
              <th className="py-1 pr-3 font-medium">Unit</th>
              {canEdit ? <th className="py-1 font-medium"><span className="sr-only">Actions</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.Id} className="border-t border-zinc-200 dark:border-zinc-800">
                <td className="py-1 pr-3 tabular-nums">{row.LineNumber ?? ''}</td>
                <td className="py-1 pr-3">{row.ItemCode}</td>
                <td className="py-1 pr-3">{row.ItemName ?? ''}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{row.Quantity ?? ''}</td>
                <td className="py-1 pr-3">{row.UnitOfMeasure ?? ''}</td>
                {canEdit ? (
                  <td className="py-1 text-right whitespace-nowrap">
                    <RowActions name={`row ${row.ItemCode}`} onEdit={() => setEditing(row)} onDelete={() => deletion.ask(row)} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && editing ? (
        <RowForm key={editing === 'new' ? 'new' : editing.Id} orderId={orderId} row={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : canEdit ? (
        <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
          Add a row
        </Button>
      ) : null}
      {deletion.dialog}
    </div>
  );
}

function RowForm({ orderId, row, onDone }: { orderId: string; row?: OrderRow; onDone: () => void }) {
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
    const saved = await form.submit(values, (v) => (row ? update.mutateAsync({ id: row.Id, changes: v }) : create.mutateAsync({ orderId, row: v })), 'The row could not be saved.');
    if (saved) onDone();
  }

  return (
    <EntityForm title={row ? `Edit row ${row.ItemCode}` : 'New row'} heading={false} error={form.formError} pending={create.isPending || update.isPending} submitLabel={row ? 'Save row' : 'Add row'} onCancel={onDone} onSubmit={onSubmit}>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Item code" name="ItemCode" defaultValue={row?.ItemCode} error={form.errors.ItemCode} required />
        <TextField label="Item name" name="ItemName" defaultValue={row?.ItemName ?? ''} error={form.errors.ItemName} />
        <TextField label="Quantity" name="Quantity" inputMode="decimal" defaultValue={row?.Quantity ?? ''} error={form.errors.Quantity} required />
        <TextField label="Unit of measure" name="UnitOfMeasure" defaultValue={row?.UnitOfMeasure ?? ''} error={form.errors.UnitOfMeasure} />
      </div>
    </EntityForm>
  );
}
