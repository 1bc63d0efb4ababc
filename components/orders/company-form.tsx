'use client';

import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ZCompanyCreate, type Company } from '@/lib/contracts';
import { useCreateCompany, useUpdateCompany } from '@/lib/queries';
import { optionalText, useSchemaForm } from './use-schema-form';

/** New company, or the change of one; a company is a supplier, a carrier, or both. */
export function CompanyForm({ company, onDone, onCancel }: { company?: Company; onDone: (company: Company) => void; onCancel: () => void }) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useSchemaForm(ZCompanyCreate);
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = form.check({
      CompanyName: optionalText(data.get('CompanyName')) ?? '',
      CompanyNumber: optionalText(data.get('CompanyNumber')) ?? null,
      City: optionalText(data.get('City')) ?? null,
      CountryCode: optionalText(data.get('CountryCode'))?.toUpperCase() ?? null,
      IsSupplier: data.get('IsSupplier') === 'on',
      IsCarrier: data.get('IsCarrier') === 'on',
    });
    if (!values) return;
    try {
      onDone(company ? await update.mutateAsync({ id: company.Id, changes: values }) : await create.mutateAsync(values));
    } catch (error) {
      form.failed(error, 'The company could not be saved.');
    }
  }

  const title = company ? `Edit ${company.CompanyName}` : 'New company';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="text-base font-semibold">{title}</h2>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company name" name="CompanyName" defaultValue={company?.CompanyName} error={form.errors.CompanyName} required />
        <TextField label="Company number" name="CompanyNumber" defaultValue={company?.CompanyNumber ?? ''} error={form.errors.CompanyNumber} />
        <TextField label="City" name="City" defaultValue={company?.City ?? ''} error={form.errors.City} />
        <TextField label="Country code" name="CountryCode" maxLength={2} defaultValue={company?.CountryCode ?? ''} hint="Two letters, like CZ" error={form.errors.CountryCode} />
      </div>
      <fieldset className="flex gap-6 text-sm">
        <legend className="sr-only">Kind of company</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="IsSupplier" defaultChecked={company ? !!company.IsSupplier : true} /> Supplier
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="IsCarrier" defaultChecked={!!company?.IsCarrier} /> Carrier
        </label>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : company ? 'Save company' : 'Add company'}
        </Button>
      </div>
    </form>
  );
}
