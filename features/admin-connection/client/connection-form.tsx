'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { BranchTimeZones } from './branch-time-zones';
import { UnitPicker } from './unit-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { fieldErrors } from '@/lib/api-client';
import { useSaveConnection } from './queries';
import { useServiceCatalog } from './service-catalog-queries';
import { ZConnectionInput, type AuthMethod, type ConnectionInput, type PublicConnection } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { useServiceFailure } from './use-service-failure';

// One environment's connection: credentials and webhook secrets typed, branch office time zones and units chosen
// from what the saved connection's service offers.
export function ConnectionForm({
  connection,
  onSaved,
}: {
  connection: PublicConnection;
  onSaved: (text: string) => void;
}) {
  const t = useTranslations('admin.connection');
  const locale = useLocale();
  const common = useTranslations('common');
  const ownZone = useOwnZone();
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const save = useSaveConnection();
  const [baseUrl, setBaseUrl] = useState(connection.baseUrl);
  const [tenant, setTenant] = useState(connection.tenant);
  const [authMethod, setAuthMethod] = useState<AuthMethod>(connection.authMethod);
  const [username, setUsername] = useState(connection.username);
  const [password, setPassword] = useState('');
  const [newSecret, setNewSecret] = useState('');
  const [removeIds, setRemoveIds] = useState<string[]>([]);
  const [units, setUnits] = useState(connection.units);
  const [zones, setZones] = useState(connection.branchTimeZones);
  const catalog = useServiceCatalog(connection.environment, connection.updatedAt, connection.configured);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const environment = connection.environment;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input: ConnectionInput = {
      baseUrl,
      tenant,
      authMethod,
      username,
      ...(password ? { password } : {}),
      webhookSecrets: { removeIds, ...(newSecret ? { add: newSecret } : {}) },
      units,
      branchTimeZones: zones,
    };
    // The route's own schema: the same messages whichever side catches a problem.
    const parsed = ZConnectionInput.safeParse(input);
    const missingPassword = !connection.passwordSet && !password;
    if (!parsed.success || missingPassword) {
      const issues = parsed.success ? [] : parsed.error.issues;
      setErrors({
        ...Object.fromEntries(issues.map((i) => [i.path.map(String).join('.'), issueMessage(i)])),
        ...(missingPassword ? { password: t('enterPassword') } : {}),
      });
      setFormError(t('needsAttention'));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({ environment: connection.environment, input: parsed.data });
      setPassword('');
      setNewSecret('');
      setRemoveIds([]);
      onSaved(t('saved', { environment }));
    } catch (error) {
      setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
      setFormError(errorMessage(error));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('of', { environment })} className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('baseUrl')}
          name="baseUrl"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          placeholder={t('baseUrlPlaceholder')}
          error={errors.baseUrl}
          hint={t('baseUrlHint')}
        />
        <TextField
          label={t('tenant')}
          name="tenant"
          value={tenant}
          onChange={(e) => setTenant(e.target.value)}
          error={errors.tenant}
          hint={t('tenantHint')}
        />
        <SelectField
          label={t('authentication')}
          name="authMethod"
          value={authMethod}
          onChange={(e) => setAuthMethod(e.target.value as AuthMethod)}
          error={errors.authMethod}
        >
          <option value="bearer">{t('bearer')}</option>
          <option value="basic">{t('basic')}</option>
        </SelectField>
        <TextField
          label={t('username')}
          name="username"
          value={username}
          autoComplete="off"
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={connection.passwordSet ? t('passwordStored') : t('passwordNotSet')}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('secrets')}</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('secretsHelp')}</p>
        {connection.webhookSecrets.length === 0 ? <p className="text-sm">{t('noSecret')}</p> : null}
        <ul className="space-y-1">
          {connection.webhookSecrets.map((secret, index) => (
            <li key={secret.id} className="flex items-center gap-3 text-sm">
              <span>
                {t('secret', {
                  number: index + 1,
                  added: ownZone ? formatInZone(secret.addedAt, ownZone, locale, 'dayTime') : '',
                })}
              </span>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={removeIds.includes(secret.id)}
                  onChange={(e) =>
                    setRemoveIds((ids) =>
                      e.target.checked ? [...ids, secret.id] : ids.filter((id) => id !== secret.id),
                    )
                  }
                />
                {t('removeOnSave')}
              </label>
            </li>
          ))}
        </ul>
        <TextField
          label={t('addSecret')}
          name="newSecret"
          type="password"
          autoComplete="off"
          value={newSecret}
          onChange={(e) => setNewSecret(e.target.value)}
          error={errors['webhookSecrets.add']}
        />
      </fieldset>

      <CatalogState connection={connection} catalog={catalog} />

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('zones')}</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('zonesHelp')}</p>
        <BranchTimeZones
          offices={catalog.data?.branchOffices ?? null}
          zones={zones}
          onChange={setZones}
          errors={errors}
        />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('units')}</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('unitsHelp')}</p>
        <UnitPicker
          environment={connection.environment}
          baseUrl={connection.baseUrl}
          serviceUnits={catalog.data?.units}
          units={units}
          onChange={setUnits}
          errors={errors}
          canCheck={connection.configured}
        />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? common('saving') : t('save', { environment })}
        </Button>
      </div>
    </form>
  );
}

/** Where the lists of what the service offers stand: not saved yet, being read, or unreadable (with a retry). */
function CatalogState({
  connection,
  catalog,
}: {
  connection: PublicConnection;
  catalog: ReturnType<typeof useServiceCatalog>;
}) {
  const t = useTranslations('admin');
  const failure = useServiceFailure();
  if (!connection.configured)
    return <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('connection.saveFirst')}</p>;
  if (catalog.isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('connection.reading')}</p>;
  if (catalog.isError) {
    return (
      <Alert tone="error" title={t('connection.readFailedTitle')}>
        {failure.error(catalog.error, connection.baseUrl)}{' '}
        <Button size="sm" variant="secondary" onClick={() => void catalog.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  return null;
}
