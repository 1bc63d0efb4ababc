'use client';

import { useState, type FormEvent } from 'react';
import { BranchTimeZones } from './branch-time-zones';
import { UnitPicker } from './unit-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { useSaveConnection, useServiceCatalog } from '@/lib/queries';
import { ENVIRONMENT_LABELS, ZConnectionInput, type AuthMethod, type ConnectionInput, type PublicConnection } from '@/lib/contracts';

// One environment's connection: credentials and webhook secrets typed, branch office time zones and units chosen
// from what the saved connection's service offers.
export function ConnectionForm({ connection, onSaved }: { connection: PublicConnection; onSaved: (text: string) => void }) {
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
  const label = ENVIRONMENT_LABELS[connection.environment];

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
        ...Object.fromEntries(issues.map((i) => [i.path.map(String).join('.'), i.message])),
        ...(missingPassword ? { password: 'enter the API password' } : {}),
      });
      setFormError('Some fields need attention.');
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({ environment: connection.environment, input: parsed.data });
      setPassword('');
      setNewSecret('');
      setRemoveIds([]);
      onSaved(`${label} connection saved.`);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFormError(error instanceof Error ? error.message : 'The connection was not saved.');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${label} connection`} className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Base URL" name="baseUrl" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} placeholder="https://slots.example.com" error={errors.baseUrl} hint="https only; the address of the service's API." />
        <TextField label="Tenant" name="tenant" value={tenant} onChange={(e) => setTenant(e.target.value)} error={errors.tenant} hint="The customer name in the web application's address." />
        <SelectField label="Authentication" name="authMethod" value={authMethod} onChange={(e) => setAuthMethod(e.target.value as AuthMethod)} error={errors.authMethod}>
          <option value="bearer">Bearer token (recommended)</option>
          <option value="basic">Basic (REST endpoints only)</option>
        </SelectField>
        <TextField label="API username" name="username" value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} error={errors.username} />
        <TextField
          label="API password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={connection.passwordSet ? 'A password is stored. Leave empty to keep it.' : 'Not set yet.'}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Webhook secrets</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Signed webhooks are accepted with any secret listed here. To rotate: add the new secret, change it at the service, then remove the old one.
        </p>
        {connection.webhookSecrets.length === 0 ? <p className="text-sm">No secret stored.</p> : null}
        <ul className="space-y-1">
          {connection.webhookSecrets.map((secret, index) => (
            <li key={secret.id} className="flex items-center gap-3 text-sm">
              <span>
                Secret {index + 1}, added {new Date(secret.addedAt).toLocaleString()}
              </span>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={removeIds.includes(secret.id)}
                  onChange={(e) => setRemoveIds((ids) => (e.target.checked ? [...ids, secret.id] : ids.filter((id) => id !== secret.id)))}
                />
                Remove on save
              </label>
            </li>
          ))}
        </ul>
        <TextField label="Add a webhook secret" name="newSecret" type="password" autoComplete="off" value={newSecret} onChange={(e) => setNewSecret(e.target.value)} error={errors['webhookSecrets.add']} />
      </fieldset>

      <CatalogState connection={connection} catalog={catalog} />

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Branch office time zones</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">The schedule shows each branch office in its own time zone. Branch offices are named by their ramps.</p>
        <BranchTimeZones offices={catalog.data?.branchOffices ?? null} zones={zones} onChange={setZones} errors={errors} />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Units offered in forms</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Tick the units planners book slots in. With none ticked, forms offer every unit the service lists.</p>
        <UnitPicker environment={connection.environment} serviceUnits={catalog.data?.units} units={units} onChange={setUnits} errors={errors} canCheck={connection.configured} />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${label.toLowerCase()} connection`}
        </Button>
      </div>
    </form>
  );
}

/** Where the lists of what the service offers stand: not saved yet, being read, or unreadable (with a retry). */
function CatalogState({ connection, catalog }: { connection: PublicConnection; catalog: ReturnType<typeof useServiceCatalog> }) {
  if (!connection.configured) return <p className="text-sm text-zinc-700 dark:text-zinc-300">Save the connection first; Slotboard then lists the branch offices and units the service offers.</p>;
  if (catalog.isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Reading what the service offers…</p>;
  if (catalog.isError) {
    return (
      <Alert tone="error" title="The service's branch offices and units could not be read.">
        {catalog.error.message}{' '}
        <Button size="sm" variant="secondary" onClick={() => void catalog.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
