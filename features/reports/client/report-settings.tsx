'use client';

// What every report counts with: the punctuality tolerance and the branch office's opening hours. An admin changes
// them here (validated by the same schema as PUT /api/reports/settings, so the messages match); others read them.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { ALL_DAY, type ReportSettings as Settings, ZReportSettings } from '../contract';
import { useSaveReportSettings } from './queries';

interface ReportSettingsProps {
  settings: Settings;
  canEdit: boolean;
  /** The branch office shown (branchKey), and its name. */
  branch: string;
  branchLabel: string;
}

export function ReportSettingsPanel(props: ReportSettingsProps) {
  // Held here: the form below starts again from what is saved whenever that changes, and "Saved." outlives it.
  const save = useSaveReportSettings();
  return props.canEdit ? (
    <SettingsForm key={`${props.branch} ${JSON.stringify(props.settings)}`} {...props} save={save} />
  ) : (
    <SettingsReadOnly {...props} />
  );
}

function SettingsReadOnly({ settings, branch, branchLabel }: ReportSettingsProps) {
  const t = useTranslations('reports.settings');
  const hours = settings.openingHours[branch];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('tolerance')}</dt>
      <dd>{t('toleranceText', { minutes: settings.toleranceMinutes })}</dd>
      <dt className="font-medium">{t('openingHoursOf', { branch: branchLabel })}</dt>
      <dd>
        {!hours || (hours.from === ALL_DAY.from && hours.to === ALL_DAY.to)
          ? t('aroundTheClock')
          : `${hours.from}–${hours.to}`}
      </dd>
      <dd className="text-zinc-600 sm:col-span-2 dark:text-zinc-400">{t('adminSets')}</dd>
    </dl>
  );
}

function SettingsForm({
  settings,
  branch,
  branchLabel,
  save,
}: ReportSettingsProps & { save: ReturnType<typeof useSaveReportSettings> }) {
  const t = useTranslations('reports.settings');
  const tc = useTranslations('common');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const saved = settings.openingHours[branch];
  const [tolerance, setTolerance] = useState(String(settings.toleranceMinutes));
  const [allDay, setAllDay] = useState(!saved || (saved.from === ALL_DAY.from && saved.to === ALL_DAY.to));
  const [from, setFrom] = useState(saved && !allDay ? saved.from : '06:00');
  const [to, setTo] = useState(saved && !allDay ? saved.to : '22:00');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const allDayId = useId();
  const hoursKey = `openingHours.${branch}`;

  function submit() {
    const openingHours = { ...settings.openingHours };
    if (allDay) delete openingHours[branch];
    else openingHours[branch] = { from: from.trim(), to: to.trim() };
    const parsed = ZReportSettings.safeParse({
      toleranceMinutes: tolerance.trim() === '' ? undefined : tolerance.trim(),
      openingHours,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key] ??= issueMessage(issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.reset();
    save.mutate(parsed.data, { onError: (error) => setErrors(sayFieldErrors(fieldErrors(error), issueMessage)) });
  }

  const formError = save.isError && Object.keys(fieldErrors(save.error)).length === 0 ? errorMessage(save.error) : null;
  const fieldError = (field: 'tolerance' | 'opens' | 'closes', reason: string | undefined) =>
    reason ? t('fieldError', { field, reason }) : undefined;
  return (
    <form
      aria-label={t('heading')}
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {formError ? (
        <Alert tone="error" title={t('notSaved')}>
          {formError}
        </Alert>
      ) : null}
      <TextField
        label={t('toleranceLabel')}
        inputMode="numeric"
        value={tolerance}
        onChange={(e) => setTolerance(e.target.value)}
        error={fieldError('tolerance', errors.toleranceMinutes)}
        hint={t('toleranceHint')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {t('openingHoursLegend', { branch: branchLabel })}
        </legend>
        <div className="flex items-center gap-2 text-sm">
          <Checkbox id={allDayId} checked={allDay} onChange={(e) => setAllDay(e.target.checked)} className="h-4 w-4" />
          <label htmlFor={allDayId}>{t('openAllDay')}</label>
        </div>
        {allDay ? null : (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('opensAt')}
              value={from}
              placeholder="06:00"
              onChange={(e) => setFrom(e.target.value)}
              error={fieldError('opens', errors[`${hoursKey}.from`])}
            />
            <TextField
              label={t('closesAt')}
              value={to}
              placeholder="22:00"
              onChange={(e) => setTo(e.target.value)}
              error={fieldError('closes', errors[`${hoursKey}.to`])}
              hint={t('closesHint')}
            />
          </div>
        )}
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? tc('saving') : t('submit')}
        </Button>
        {save.isSuccess && !save.isPending ? (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            {t('saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
