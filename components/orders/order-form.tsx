'use client';

import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { ZOrderCreate, type Company, type Order } from '@/lib/contracts';
import { useCreateOrder, useUpdateOrder } from '@/lib/queries';
import { optionalText, useSchemaForm } from './use-schema-form';

/** New order, or the change of one: number, supplier, delivery date, note. */
export function OrderForm({ order, suppliers, onDone, onCancel }: { order?: Order; suppliers: Company[]; onDone: (order: Order) => void; onCancel: () => void }) {
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const form = useSchemaForm(ZOrderCreate);
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = form.check({
      OrderNumber: optionalText(data.get('OrderNumber')) ?? '',
      SupplierId: optionalText(data.get('SupplierId')) ?? '',
      DeliveryDate: optionalText(data.get('DeliveryDate')) ?? null,
      Note: optionalText(data.get('Note')) ?? null,
    });
    if (!values) return;
    try {
      onDone(order ? await update.mutateAsync({ id: order.Id, changes: values }) : await create.mutateAsync(values));
    } catch (error) {
      form.failed(error, 'The order could not be saved.');
    }
  }

  const title = order ? `Edit order ${order.OrderNumber}` : 'New order';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="text-base font-semibold">{title}</h2>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Order number" name="OrderNumber" defaultValue={order?.OrderNumber} error={form.errors.OrderNumber} required />
        <SelectField label="Supplier" name="SupplierId" defaultValue={order?.SupplierId ?? ''} error={form.errors.SupplierId} required>
          <option value="">Choose a supplier…</option>
          {suppliers.map((c) => (
            <option key={c.Id} value={c.Id}>
              {c.CompanyName}
            </option>
          ))}
        </SelectField>
        <TextField label="Delivery date" name="DeliveryDate" type="date" defaultValue={order?.DeliveryDate?.slice(0, 10) ?? ''} error={form.errors.DeliveryDate} />
        <TextField label="Note" name="Note" defaultValue={order?.Note ?? ''} error={form.errors.Note} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : order ? 'Save order' : 'Add order'}
        </Button>
      </div>
    </form>
  );
}
