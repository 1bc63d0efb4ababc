// "How these are counted": the plan's definitions in plain words, next to the figures they define.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useReportFormat } from './format-report';

const bold = (chunks: ReactNode) => <strong>{chunks}</strong>;

const PUNCTUALITY_RULES = [
  'inReport',
  'delay',
  'onTime',
  'noShow',
  'open',
  'share',
  'median',
  'dwell',
  'weeks',
] as const;
const UTILISATION_RULES = ['overlap', 'booked', 'open', 'busiest'] as const;

const RULES_BOX =
  'rounded-md border border-zinc-200 bg-white px-4 py-2 text-sm ' + 'dark:border-zinc-800 dark:bg-zinc-900';

function Rules({ children }: { children: ReactNode }) {
  const t = useTranslations('reports.rules');
  return (
    <details className={RULES_BOX}>
      <summary className="cursor-pointer font-medium">{t('summary')}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-zinc-700 dark:text-zinc-300">{children}</ul>
    </details>
  );
}

export function PunctualityRules({ toleranceMinutes }: { toleranceMinutes: number }) {
  const t = useTranslations('reports.rules.punctuality');
  return (
    <Rules>
      {PUNCTUALITY_RULES.map((rule) => (
        <li key={rule}>{t.rich(rule, { b: bold, minutes: toleranceMinutes })}</li>
      ))}
    </Rules>
  );
}

export function UtilisationRules() {
  const t = useTranslations('reports.rules.utilisation');
  const f = useReportFormat();
  return (
    <Rules>
      {UTILISATION_RULES.map((rule) => (
        <li key={rule}>{t.rich(rule, { b: bold, full: f.share(1) })}</li>
      ))}
    </Rules>
  );
}
