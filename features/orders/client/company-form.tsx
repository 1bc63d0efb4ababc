'use client';

import { useTranslations } from 'next-intl';
import { Checkbox, TextField } from '@/components/ui/field';
import { ZCompanyCreate, type Company } from '@/lib/contracts';
import { useSaveCompany } from './queries';
import { EntityForm } from './entity-form';
import { formTexts, optionalText, useSchemaForm } from './use-schema-form';

/** New company, or the change of one; a company is a supplier, a carrier, or both. */
export function CompanyForm({
  company,
  onDone,
  onCancel,
}: {
  company?: Company;
  onDone: (company: Company) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('orders.companyForm');
  const common = useTranslations('common');
  const save = useSaveCompany();
  const form = useSchemaForm(ZCompanyCreate);

  async function onSubmit(data: FormData) {
    const values = {
      ...formTexts(data, ['CompanyName'], ['CompanyNumber', 'City']),
      CountryCode: optionalText(data.get('CountryCode'))?.toUpperCase() ?? null,
      IsSupplier: data.get('IsSupplier') === 'on',
      IsCarrier: data.get('IsCarrier') === 'on',
    };
    const saved = await form.submit(values, (v) => save.mutateAsync({ id: company?.Id, values: v }));
    if (saved) onDone(saved);
  }

  return (
    <EntityForm
      title={company ? common('editItem', { name: company.CompanyName }) : t('new')}
      error={form.formError}
      pending={save.isPending}
      submitLabel={company ? t('save') : t('add')}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          name="CompanyName"
          defaultValue={company?.CompanyName}
          error={form.errors.CompanyName}
          required
        />
        <TextField
          label={t('number')}
          name="CompanyNumber"
          defaultValue={company?.CompanyNumber ?? ''}
          error={form.errors.CompanyNumber}
        />
        <TextField label={t('city')} name="City" defaultValue={company?.City ?? ''} error={form.errors.City} />
        <TextField
          label={t('countryCode')}
          name="CountryCode"
          maxLength={2}
          defaultValue={company?.CountryCode ?? ''}
          hint={t('countryCodeHint')}
          error={form.errors.CountryCode}
        />
      </div>
      <fieldset className="flex gap-6 text-sm">
        <legend className="sr-only">{t('kind')}</legend>
        <label className="flex items-center gap-2">
          <Checkbox name="IsSupplier" defaultChecked={company ? !!company.IsSupplier : true} /> {t('supplier')}
        </label>
        <label className="flex items-center gap-2">
          <Checkbox name="IsCarrier" defaultChecked={!!company?.IsCarrier} /> {t('carrier')}
        </label>
      </fieldset>
    </EntityForm>
  );
}
