'use client';

import { useTranslations } from 'next-intl';
import { Options, SelectField, TextField } from '@/components/ui/field';
import { ZOrderCreate, type Company, type Order } from '@/lib/contracts';
import { useSaveOrder } from './queries';
import { EntityForm } from './entity-form';
import { formTexts, useSchemaForm } from './use-schema-form';

/** New order, or the change of one: number, supplier, delivery date, note. */
export function OrderForm({
  order,
  suppliers,
  onDone,
  onCancel,
}: {
  order?: Order;
  suppliers: Company[];
  onDone: (order: Order) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('orders.orderForm');
  const save = useSaveOrder();
  const form = useSchemaForm(ZOrderCreate);

  async function onSubmit(data: FormData) {
    const values = formTexts(data, ['OrderNumber', 'SupplierId'], ['DeliveryDate', 'Note']);
    const saved = await form.submit(values, (v) => save.mutateAsync({ id: order?.Id, values: v }));
    if (saved) onDone(saved);
  }

  return (
    <EntityForm
      title={order ? t('edit', { number: order.OrderNumber }) : t('new')}
      error={form.formError}
      pending={save.isPending}
      submitLabel={order ? t('save') : t('add')}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('number')}
          name="OrderNumber"
          defaultValue={order?.OrderNumber}
          error={form.errors.OrderNumber}
          required
        />
        <SelectField
          label={t('supplier')}
          name="SupplierId"
          defaultValue={order?.SupplierId ?? ''}
          error={form.errors.SupplierId}
          required
        >
          <option value="">{t('chooseSupplier')}</option>
          <Options items={suppliers} value={(c) => c.Id} label={(c) => c.CompanyName} />
        </SelectField>
        <TextField
          label={t('deliveryDate')}
          name="DeliveryDate"
          type="date"
          defaultValue={order?.DeliveryDate?.slice(0, 10) ?? ''}
          error={form.errors.DeliveryDate}
        />
        <TextField label={t('note')} name="Note" defaultValue={order?.Note ?? ''} error={form.errors.Note} />
      </div>
    </EntityForm>
  );
}
