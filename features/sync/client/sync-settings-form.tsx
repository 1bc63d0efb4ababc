'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { issuesByField, sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { ZSyncSettingsInput, type SyncOverview, type SyncSettings } from '../contract';
import { useSaveSyncSettings } from './queries';
import { useSyncFormat } from './use-sync-format';

export function SettingsForm({ settings, backfill }: { settings: SyncSettings; backfill: SyncOverview['backfill'] }) {
  const t = useTranslations('admin.sync');
  const common = useTranslations('common');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const { when } = useSyncFormat();
  const save = useSaveSyncSettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => (String(form.get(name) ?? '').trim() === '' ? Number.NaN : Number(form.get(name)));
    // The schema the server applies, so the messages match whichever side catches the problem.
    const parsed = ZSyncSettingsInput.safeParse({
      intervalMinutes: number('intervalMinutes'),
      backfillDaysBack: number('backfillDaysBack'),
      backfillDaysAhead: number('backfillDaysAhead'),
    });
    setStatus(null);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, issueMessage));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setStatus(t('saved'));
    } catch (error) {
      setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
      setStatus(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="sync-settings-heading"
      className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="sync-settings-heading" className="mb-1 text-base font-semibold">
        {t('schedule')}
      </h2>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        {t('scheduleText', { from: when(backfill.from, 'day'), to: when(backfill.to, 'day') })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('interval')}
          name="intervalMinutes"
          type="number"
          min={1}
          max={1440}
          defaultValue={settings.intervalMinutes}
          error={errors.intervalMinutes}
        />
        <TextField
          label={t('daysBack')}
          name="backfillDaysBack"
          type="number"
          min={0}
          max={366}
          defaultValue={settings.backfillDaysBack}
          error={errors.backfillDaysBack}
        />
        <TextField
          label={t('daysAhead')}
          name="backfillDaysAhead"
          type="number"
          min={0}
          max={366}
          defaultValue={settings.backfillDaysAhead}
          error={errors.backfillDaysAhead}
        />
      </div>
      <div className="mt-4 flex items-center justify-end gap-3">
        {status ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {status}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? common('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
