'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import { Table, type TableColumn } from '@/components/ui/table';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { Company } from '@/lib/contracts';
import { useCompanies, useDeleteCompany } from './queries';
import { CompanyForm } from './company-form';
import { ListPageTop } from './list-page-top';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';

const HEAD = 'bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400';
const CELL = 'px-3 py-2';

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
  const column = (id: 'name' | 'number' | 'city' | 'country' | 'kind', cell: (c: Company) => ReactNode) => ({
    id,
    header: t(`columns.${id}`),
    cell,
    cellClassName: CELL,
  });
  const columns: TableColumn<Company>[] = [
    { ...column('name', (c) => c.CompanyName), rowHeader: true, cellClassName: `${CELL} text-left font-medium` },
    column('number', (c) => c.CompanyNumber ?? ''),
    column('city', (c) => c.City ?? ''),
    column('country', (c) => c.CountryCode ?? ''),
    column('kind', (c) =>
      t('kindOf', { kind: c.IsSupplier ? (c.IsCarrier ? 'both' : 'supplier') : c.IsCarrier ? 'carrier' : 'none' }),
    ),
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      headerClassName: CELL,
      cellClassName: `${CELL} text-right whitespace-nowrap`,
      cell: (c) => <RowActions name={c.CompanyName} onEdit={() => setEditing(c)} onDelete={() => deletion.ask(c)} />,
    });
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
          <Table
            className="w-full text-sm"
            aria-label={t('title')}
            rows={shown}
            columns={columns}
            getRowId={(c) => c.Id}
            headClassName={HEAD}
            rowClassName="border-t border-zinc-200 dark:border-zinc-800"
          />
        </div>
      )}
      {deletion.dialog}
    </>
  );
}
