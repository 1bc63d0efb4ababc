'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea as TextAreaControl, TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { fieldErrors } from '@/lib/api-client';
import { type SsoSettingsAnswer, ZSsoSettingsInput } from '@/lib/contracts';
import { useSaveSsoSettings, useSsoSettings } from './queries';

const GROUP_FIELDS = ['adminGroups', 'plannerGroups', 'viewerGroups'] as const;
const FIELDS_WITH_MESSAGES = [
  'displayName',
  'issuer',
  'clientId',
  'clientSecret',
  'scopes',
  'groupsClaim',
  'accessContact',
] as const;
type MessageField = (typeof FIELDS_WITH_MESSAGES)[number] | 'groups';

const lines = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The field a zod or server error belongs to, as this form words it. */
function messageField(field: string): MessageField | null {
  const top = field.split('.')[0] ?? '';
  if ((GROUP_FIELDS as readonly string[]).includes(top)) return 'groups';
  return (FIELDS_WITH_MESSAGES as readonly string[]).includes(top) ? (top as MessageField) : null;
}

// Admin → Sign-in: the company's OpenID Connect provider, which of its groups mean which role, and the break-glass
// switch. The client secret is write-only: the form shows whether one is set, never the secret.
export function SignInSettingsForm({ initial }: { initial: SsoSettingsAnswer }) {
  const t = useTranslations('sso.admin');
  const errorMessage = useErrorMessage();
  const query = useSsoSettings(initial);
  const save = useSaveSsoSettings();
  const [invalid, setInvalid] = useState<Set<MessageField>>(new Set());
  const { settings, redirectUri } = query.data ?? initial;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      enabled: form.get('enabled') === 'on',
      displayName: String(form.get('displayName') ?? ''),
      issuer: String(form.get('issuer') ?? ''),
      clientId: String(form.get('clientId') ?? ''),
      clientSecret: String(form.get('clientSecret') ?? '') || undefined,
      scopes: String(form.get('scopes') ?? ''),
      groupsClaim: String(form.get('groupsClaim') ?? ''),
      adminGroups: lines(form.get('adminGroups')),
      plannerGroups: lines(form.get('plannerGroups')),
      viewerGroups: lines(form.get('viewerGroups')),
      passwordOnlyForAdmins: form.get('passwordOnlyForAdmins') === 'on',
      accessContact: String(form.get('accessContact') ?? ''),
    };
    // The schema the server applies, so both sides refuse the same values.
    const parsed = ZSsoSettingsInput.safeParse(values);
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.path.map(String).join('.'));
    setInvalid(new Set(problems.map(messageField).filter((f): f is MessageField => !!f)));
    if (!parsed.success) return;
    const secretInput = event.currentTarget.elements.namedItem('clientSecret') as HTMLInputElement | null;
    try {
      await save.mutateAsync(values);
      if (secretInput) secretInput.value = '';
    } catch (error) {
      setInvalid(
        new Set(
          Object.keys(fieldErrors(error))
            .map(messageField)
            .filter((f): f is MessageField => !!f),
        ),
      );
    }
  }

  const errorOf = (field: MessageField) => (invalid.has(field) ? t(`fieldError.${field}`) : undefined);

  return (
    <form
      onSubmit={onSubmit}
      className={
        'max-w-2xl space-y-5 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900'
      }
      noValidate
    >
      <Checkbox name="enabled" defaultChecked={settings.enabled} label={t('enabled')} />
      <TextField
        label={t('displayName')}
        name="displayName"
        defaultValue={settings.displayName}
        hint={t('displayNameHint')}
        error={errorOf('displayName')}
        required
      />
      <TextField
        label={t('issuer')}
        name="issuer"
        type="url"
        defaultValue={settings.issuer}
        hint={t('issuerHint')}
        error={errorOf('issuer')}
        required
      />
      <TextField
        label={t('clientId')}
        name="clientId"
        defaultValue={settings.clientId}
        error={errorOf('clientId')}
        autoComplete="off"
        required
      />
      <TextField
        label={t('clientSecret')}
        name="clientSecret"
        type="password"
        autoComplete="new-password"
        hint={settings.clientSecretSet ? t('clientSecretSet') : t('clientSecretNotSet')}
        error={errorOf('clientSecret')}
      />
      <TextField label={t('scopes')} name="scopes" defaultValue={settings.scopes} error={errorOf('scopes')} />
      <TextField
        label={t('groupsClaim')}
        name="groupsClaim"
        defaultValue={settings.groupsClaim}
        hint={t('groupsClaimHint')}
        error={errorOf('groupsClaim')}
      />
      <fieldset className="space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('groupsHint')}</p>
        {GROUP_FIELDS.map((field) => (
          <TextArea key={field} name={field} label={t(field)} defaultValue={settings[field].join('\n')} />
        ))}
        {invalid.has('groups') ? (
          <p className="text-sm text-red-700 dark:text-red-400">{t('fieldError.groups')}</p>
        ) : null}
      </fieldset>
      <Checkbox
        name="passwordOnlyForAdmins"
        defaultChecked={settings.passwordOnlyForAdmins}
        label={t('passwordOnlyForAdmins')}
        hint={t('passwordOnlyForAdminsHint')}
      />
      <TextField
        label={t('accessContact')}
        name="accessContact"
        defaultValue={settings.accessContact}
        hint={t('accessContactHint')}
        error={errorOf('accessContact')}
      />
      <div className="space-y-1">
        <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t('redirectUri')}</p>
        <code
          className="block break-all rounded bg-zinc-100 px-2 py-1 text-sm dark:bg-zinc-800"
          data-testid="sso-redirect-uri"
        >
          {redirectUri}
        </code>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
      {save.isSuccess && invalid.size === 0 ? <Alert tone="success">{t('saved')}</Alert> : null}
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
    </form>
  );
}

function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}): ReactNode {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="h-4 w-4"
        />
        <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function TextArea({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <TextAreaControl id={id} name={name} rows={2} defaultValue={defaultValue} className="font-mono" />
    </div>
  );
}
