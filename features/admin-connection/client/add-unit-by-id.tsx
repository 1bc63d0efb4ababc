'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useIssueMessage } from '@/components/ui/use-issue-message';
import { ZUnitOption, type Environment, type UnitCheck, type UnitOption } from '@/lib/contracts';
import { useCheckServiceUnit } from './service-catalog-queries';
import { useServiceFailure } from './use-service-failure';

/** Unit ids are GUIDs: the same unit whatever the case. */
export const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface AddUnitByIdProps {
  environment: Environment;
  baseUrl: string;
  units: UnitOption[];
  canCheck: boolean;
  onAdd: (unit: UnitOption) => void;
}

/**
 * A unit added by its id (for a service without a Unit list); once the connection is saved, the service can confirm it.
 */
export function AddUnitById({ environment, baseUrl, units, canCheck, onAdd }: AddUnitByIdProps) {
  const t = useTranslations('admin');
  const issueMessage = useIssueMessage();
  const failure = useServiceFailure();
  const check = useCheckServiceUnit();
  const [id, setId] = useState('');
  // The id as typed now: an answer that comes back after the admin typed another id is not about this one.
  const currentId = useRef('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ id?: string; name?: string }>({});

  const idError = (message: string) => t('fieldError', { label: t('units.id'), message });

  // The connection form's own schema checks the id and the name; the messages name the field.
  function validate(): UnitOption | null {
    const parsed = ZUnitOption.safeParse({ id: id.trim(), name });
    const issues = parsed.success ? [] : parsed.error.issues;
    const idIssue = issues.find((i) => i.path[0] === 'id');
    const nameIssue = issues.find((i) => i.path[0] === 'name');
    const duplicate = parsed.success && units.some((u) => same(u.id, parsed.data.id));
    setErrors({
      id: idIssue ? idError(t('units.notGuid')) : duplicate ? idError(t('units.alreadyListed')) : undefined,
      name: nameIssue ? t('fieldError', { label: t('units.name'), message: issueMessage(nameIssue) }) : undefined,
    });
    return parsed.success && !duplicate ? parsed.data : null;
  }

  async function onCheck() {
    check.reset();
    const parsed = ZUnitOption.shape.id.safeParse(id.trim());
    if (!parsed.success) {
      setErrors((e) => ({ ...e, id: idError(t('units.notGuid')) }));
      return;
    }
    setErrors((e) => ({ ...e, id: undefined }));
    const answer = await check.mutateAsync({ environment, id: parsed.data }).catch(() => null);
    if (answer?.outcome !== 'exists' || !answer.name || !same(answer.id, currentId.current.trim())) return;
    const found = answer.name;
    setName((typed) => (typed.trim() ? typed : found));
  }

  return (
    <fieldset className="space-y-2 rounded-md border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
      <legend className="px-1 text-sm font-medium">{t('units.addById')}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        <TextField
          label={t('units.id')}
          name="unitId"
          value={id}
          autoComplete="off"
          onChange={(e) => {
            setId(e.target.value);
            currentId.current = e.target.value;
            check.reset();
          }}
          error={errors.id}
          hint={t('units.idFieldHint')}
        />
        <TextField
          label={t('units.name')}
          name="unitName"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          hint={t('units.nameHint')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={!canCheck || check.isPending} onClick={() => void onCheck()}>
          {check.isPending ? t('units.checking') : t('units.check')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const unit = validate();
            if (!unit) return;
            onAdd(unit);
            setId('');
            currentId.current = '';
            setName('');
            check.reset();
          }}
        >
          {t('units.add')}
        </Button>
        {!canCheck ? <span className="text-sm text-zinc-600 dark:text-zinc-400">{t('units.saveFirst')}</span> : null}
      </div>
      {check.data && same(check.data.id, id.trim()) ? <CheckAnswer answer={check.data} /> : null}
      {check.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure.error(check.error, baseUrl)}
        </p>
      ) : null}
    </fieldset>
  );
}

const ANSWER_TONE: Record<UnitCheck['outcome'], string> = {
  exists: 'text-green-800 dark:text-green-300',
  unknown: 'text-red-700 dark:text-red-400',
  not_checkable: 'text-zinc-700 dark:text-zinc-300',
};

function CheckAnswer({ answer }: { answer: UnitCheck }) {
  const t = useTranslations('admin.units');
  return (
    <p role="status" className={`text-sm ${ANSWER_TONE[answer.outcome]}`}>
      {t('checked', { outcome: answer.outcome, name: answer.name ?? '' })}
    </p>
  );
}
