'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Select } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { FeaturesOff } from './features-off';
import type {
  Environment,
  OrderFieldKey,
  OrderFieldMapping,
  OrderFieldOverrides,
  OrderFieldRow,
} from '@/lib/contracts';
import { useOrderFieldMapping, useSaveOrderFieldMapping } from './queries';

const CELL = 'py-1 pr-3';

/** The select's values besides a property's name: follow the metadata, or leave the field unmapped. */
const AUTOMATIC = '';
const UNMAPPED = '-';

const choiceOf = (row: OrderFieldRow) =>
  row.chosen === undefined ? AUTOMATIC : row.chosen === null ? UNMAPPED : row.chosen;

/**
 * The order cart's fields and the service's property each is read from ($metadata by name and type, or the admin's
 * pick from that entity's properties), with what is off for want of one, and a refresh of the metadata.
 */
export function OrderFieldMappingSection({ environment }: { environment: Environment }) {
  const t = useTranslations('admin.orderFields');
  const errorMessage = useErrorMessage();
  const mapping = useOrderFieldMapping(environment, true);
  const save = useSaveOrderFieldMapping(environment);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = (change: Parameters<typeof save.mutate>[0], done: string) =>
    save.mutate(change, {
      onSuccess: () => setNotice({ tone: 'success', text: done }),
      onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
    });

  return (
    <section
      aria-labelledby="order-fields-title"
      className="space-y-3 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-fields-title" className="text-base font-semibold">
          {t('title')}
        </h2>
        <Button variant="secondary" disabled={save.isPending} onClick={() => run({ refresh: true }, t('refreshed'))}>
          {t('refresh')}
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('help')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {mapping.isPending ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reading')}</p> : null}
      {mapping.isError ? <Alert tone="error">{errorMessage(mapping.error)}</Alert> : null}
      {mapping.data ? (
        <MappingForm
          key={JSON.stringify(mapping.data.fields.map(choiceOf))}
          mapping={mapping.data}
          saving={save.isPending}
          onSave={(overrides) => run({ overrides }, t('saved'))}
        />
      ) : null}
    </section>
  );
}

function MappingForm({
  mapping,
  saving,
  onSave,
}: {
  mapping: OrderFieldMapping;
  saving: boolean;
  onSave: (overrides: OrderFieldOverrides) => void;
}) {
  const t = useTranslations('admin.orderFields');
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(mapping.fields.map((row) => [row.field, choiceOf(row)])),
  );
  const overrides = (): OrderFieldOverrides =>
    Object.fromEntries(
      Object.entries(choices)
        .filter(([, choice]) => choice !== AUTOMATIC)
        .map(([field, choice]) => [field as OrderFieldKey, choice === UNMAPPED ? null : choice]),
    );
  return (
    <form
      aria-label={t('title')}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(overrides());
      }}
    >
      <FeaturesOff off={mapping.features.off} admin />
      {mapping.refusedOptions.length > 0 ? (
        <p className="text-sm">{t('refused', { options: mapping.refusedOptions.join(', ') })}</p>
      ) : null}
      <Table
        className="w-full text-sm"
        rows={mapping.fields}
        getRowId={(row) => row.field}
        headClassName="text-left text-xs uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
        rowClassName="border-t border-zinc-200 dark:border-zinc-800"
        columns={[
          {
            id: 'field',
            header: t('field'),
            headerClassName: CELL,
            rowHeader: true,
            cellClassName: `${CELL} text-left font-normal`,
            cell: (row) => <code>{row.field}</code>,
          },
          {
            id: 'property',
            header: t('property'),
            headerClassName: CELL,
            cellClassName: CELL,
            cell: (row) => (
              <Select
                aria-label={t('pick', { field: row.field })}
                size="xs"
                value={choices[row.field] ?? AUTOMATIC}
                onChange={(e) => setChoices((c) => ({ ...c, [row.field]: e.target.value }))}
              >
                <option value={AUTOMATIC}>
                  {row.chosen === undefined
                    ? row.property
                      ? t('found', { property: row.property })
                      : t('notFound')
                    : t('automatic')}
                </option>
                <option value={UNMAPPED}>{t('unmapped')}</option>
                {row.candidates.map((c) => (
                  <option key={c.name} value={c.name}>
                    {t('candidate', { name: c.name, type: c.type })}
                  </option>
                ))}
              </Select>
            ),
          },
        ]}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
