import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateInput, Select } from '@/components/ui/field';
import { useIssueMessage } from '@/components/ui/use-issue-message';
import { type ReportScope, ZReportQuery } from '../contract';
import { dayCount, useReportFormat } from './format-report';
import { presetRange, RANGE_PRESETS } from './report-range';
import type { ReportScopeState } from './use-report-scope';

interface ReportScopeBarProps {
  scope: ReportScopeState;
  /** What the last answer covered, when there is one: its zone is the one the summary names. */
  covered: ReportScope | undefined;
}

/** The branch office, the date range (typed, or a preset) and a sentence saying what the reports cover. */
export function ReportScopeBar({ scope, covered }: ReportScopeBarProps) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const issueMessage = useIssueMessage();
  const { branches, group, branch, zone, today, range, checked, setScope, preset } = scope;

  const [draft, setDraft] = useState(range);
  const [draftFor, setDraftFor] = useState(range);
  if (draftFor.from !== range.from || draftFor.to !== range.to) {
    setDraftFor(range);
    setDraft(range);
  }
  const draftCheck = ZReportQuery.safeParse({ branch: branch || 'x', from: draft.from, to: draft.to });
  const draftIssue = draftCheck.success ? undefined : draftCheck.error.issues[0];
  const draftField = draftIssue?.path.join('.') === 'to' ? 'to' : 'from';
  const draftError = draftIssue ? t('scope.draftError', { field: draftField, reason: issueMessage(draftIssue) }) : null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('scope.branch')}
          <Select size="sm" value={group!.branchOfficeId} onChange={(e) => setScope({ branch: e.target.value })}>
            {branches.map((b) => (
              <option key={b.branchOfficeId} value={b.branchOfficeId}>
                {b.label}
              </option>
            ))}
          </Select>
        </label>
        <form
          aria-label={t('scope.dateRange')}
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!draftError) setScope(draft);
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('scope.from')}
            <DateInput
              size="sm"
              value={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              aria-invalid={(draftIssue && draftField === 'from') || undefined}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('scope.to')}
            <DateInput
              size="sm"
              value={draft.to}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              aria-invalid={(draftIssue && draftField === 'to') || undefined}
            />
          </label>
          <Button
            type="submit"
            variant="secondary"
            disabled={!!draftError || (draft.from === range.from && draft.to === range.to)}
          >
            {t('scope.show')}
          </Button>
        </form>
        <div role="group" aria-label={t('scope.ranges')} className="flex flex-wrap gap-1">
          {RANGE_PRESETS.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={preset === p ? 'primary' : 'ghost'}
              aria-pressed={preset === p}
              onClick={() => setScope(presetRange(p, today))}
            >
              {t(`scope.presets.${p}`)}
            </Button>
          ))}
        </div>
      </div>
      {draftError ? <p className="text-sm text-red-700 dark:text-red-400">{draftError}</p> : null}
      <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="report-scope">
        {t.rich('scope.summary', {
          b: (chunks) => <span className="font-medium">{chunks}</span>,
          branch: group!.label,
          range: f.dayRange(range.from, range.to),
          days: dayCount(range.from, range.to),
          zone: covered?.timeZone ?? zone,
          browserZone: covered && !covered.zoneIsBranchOwn ? 'yes' : 'no',
        })}
      </p>
      {!checked.success ? (
        <Alert tone="warning">
          {t('scope.badUrl', { reason: checked.error.issues[0] ? issueMessage(checked.error.issues[0]) : '' })}
        </Alert>
      ) : null}
    </div>
  );
}
