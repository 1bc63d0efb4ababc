import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { branchKey, groupRamps } from '@/lib/contracts';
import { useResources } from '@/lib/queries';
import { localDateOf } from '@/lib/time';
import { type ReportQuery, ZReportQuery } from '../contract';
import { defaultRange, formatReportUrl, presetOf, readReportUrl, type ReportRange } from './report-range';

/**
 * The report's scope from the URL (?branch=&from=&to=): the branch offices to choose from, the one shown, its local
 * today and range, and the query both reports read (null while the URL is not a valid scope).
 */
export function useReportScope(branchTimeZones: Record<string, string>) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resources = useResources();
  const [openedAt] = useState(() => Date.now());

  // Reports are per branch office: ramps the service lists without one have no report of their own.
  const branches = useMemo(
    () => groupRamps(resources.data ?? []).filter((b) => b.branchOfficeId !== ''),
    [resources.data],
  );
  const url = readReportUrl(params);
  const group = branches.find((b) => branchKey(b.branchOfficeId) === branchKey(url.branch)) ?? branches[0];
  const branch = branchKey(group?.branchOfficeId);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = branchTimeZones[branch] ?? browserZone;
  const today = localDateOf(openedAt, zone);
  const range: ReportRange = url.from && url.to ? { from: url.from, to: url.to } : defaultRange(today);
  const checked = ZReportQuery.safeParse({ branch, from: range.from, to: range.to, timeZone: browserZone });
  const query: ReportQuery | null = group && checked.success ? checked.data : null;

  const setScope = (change: Partial<ReportRange> & { branch?: string }) => {
    const next = formatReportUrl({
      branch: change.branch ?? group?.branchOfficeId ?? '',
      from: change.from ?? range.from,
      to: change.to ?? range.to,
    });
    router.replace(`${pathname}${next}`, { scroll: false });
  };

  return {
    resources,
    branches,
    group,
    branch,
    zone,
    today,
    range,
    checked,
    query,
    setScope,
    preset: presetOf(range, today),
  };
}

export type ReportScopeState = ReturnType<typeof useReportScope>;
