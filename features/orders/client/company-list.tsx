'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { Company } from '@/lib/contracts';
import { useCompanies, useDeleteCompany } from './queries';
import { CompanyForm } from './company-form';
import { ListPageTop } from './list-page-top';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';

/** Suppliers and carriers: the names orders and reservations refer to. */
export function CompanyList({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations('orders.companies');
  const errorMessage = useErrorMessage();
  const companies = useCompanies();
  const remove = useDeleteCompany();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedDelete({
    kind: 'company',
    name: (company: Company) => company.CompanyName,
    consequence: t('deleteConsequence'),
    remove: (company) => remove.mutateAsync(company.Id),
    notify: setNotice,
  });

  const shown = (companies.data ?? []).filter((c) => c.CompanyName.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <ListPageTop
        title={t('title')}
        description={t('description')}
        link={{ href: '/orders', label: t('backToOrders') }}
        newLabel={canEdit ? t('new') : null}
        onNew={() => setEditing('new')}
        notice={notice}
        editor={
          canEdit && editing ? (
            <CompanyForm
              key={editing === 'new' ? 'new' : editing.Id}
              company={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onDone={(company) => {
                setEditing(null);
                setNotice({
                  tone: 'success',
                  text: t(editing === 'new' ? 'added' : 'saved', { name: company.CompanyName }),
                });
              }}
            />
          ) : null
        }
      />
      <div className="mb-4 max-w-sm">
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {companies.isError ? (
        <Alert tone="error" title={t('loadFailed')}>
          {errorMessage(companies.error)}
        </Alert>
      ) : companies.isPending ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {search ? t('noMatch') : t('empty', { canEdit: String(canEdit) })}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
          <table className="w-full text-sm" aria-label={t('title')}>
            <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.number')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.city')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.country')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.kind')}
                </th>
                {canEdit ? (
                  <th className="px-3 py-2">
                    <span className="sr-only">{t('columns.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.Id} className="border-t border-zinc-200 dark:border-zinc-800">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {c.CompanyName}
                  </th>
                  <td className="px-3 py-2">{c.CompanyNumber ?? ''}</td>
                  <td className="px-3 py-2">{c.City ?? ''}</td>
                  <td className="px-3 py-2">{c.CountryCode ?? ''}</td>
                  <td className="px-3 py-2">
                    {t('kindOf', {
                      kind: c.IsSupplier ? (c.IsCarrier ? 'both' : 'supplier') : c.IsCarrier ? 'carrier' : 'none',
                    })}
                  </td>
                  {canEdit ? (
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      <RowActions name={c.CompanyName} onEdit={() => setEditing(c)} onDelete={() => deletion.ask(c)} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deletion.dialog}
    </>
  );
}
