'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { RowActions } from '@/components/ui/row-actions';
import type { Company } from '@/lib/contracts';
import { useCompanies, useDeleteCompany } from '@/lib/queries';
import { CompanyForm } from './company-form';
import { ListPageTop } from './list-page-top';
import { useConfirmedDelete, type Notice } from './use-confirmed-delete';

/** Suppliers and carriers: the names orders and reservations refer to. */
export function CompanyList({ canEdit }: { canEdit: boolean }) {
  const companies = useCompanies();
  const remove = useDeleteCompany();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedDelete({
    name: (company: Company) => company.CompanyName,
    consequence: 'The company is deleted at the service. The service refuses while orders still name it.',
    remove: (company) => remove.mutateAsync(company.Id),
    notify: setNotice,
  });

  const shown = (companies.data ?? []).filter((c) => c.CompanyName.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <ListPageTop
        title="Companies" description="Suppliers of orders and carriers of reservations." link={{ href: '/orders', label: 'Back to orders' }} newLabel={canEdit ? 'New company' : null} onNew={() => setEditing('new')} notice={notice}
        editor={
          canEdit && editing ? (
            <CompanyForm
              key={editing === 'new' ? 'new' : editing.Id}
              company={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onDone={(company) => {
                setEditing(null);
                setNotice({ tone: 'success', text: `${company.CompanyName} ${editing === 'new' ? 'added' : 'saved'}.` });
              }}
            />
          ) : null
        }
      />
      <div className="mb-4 max-w-sm">
        <TextField label="Search" type="search" placeholder="Company name" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {companies.isError ? (
        <Alert tone="error" title="The companies could not be loaded">
          {companies.error.message}
        </Alert>
      ) : companies.isPending ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading companies…</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{search ? 'No company has that name.' : `There are no companies yet.${canEdit ? ' Add one with New company.' : ''}`}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
          <table className="w-full text-sm" aria-label="Companies">
            <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Name</th>
                <th scope="col" className="px-3 py-2 font-medium">Number</th>
                <th scope="col" className="px-3 py-2 font-medium">City</th>
                <th scope="col" className="px-3 py-2 font-medium">Country</th>
                <th scope="col" className="px-3 py-2 font-medium">Kind</th>
                {canEdit ? <th className="px-3 py-2"><span className="sr-only">Actions</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.Id} className="border-t border-zinc-200 dark:border-zinc-800">
                  <th scope="row" className="px-3 py-2 text-left font-medium">{c.CompanyName}</th>
                  <td className="px-3 py-2">{c.CompanyNumber ?? ''}</td>
                  <td className="px-3 py-2">{c.City ?? ''}</td>
                  <td className="px-3 py-2">{c.CountryCode ?? ''}</td>
                  <td className="px-3 py-2">{[c.IsSupplier ? 'Supplier' : null, c.IsCarrier ? 'Carrier' : null].filter(Boolean).join(', ') || '—'}</td>
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
