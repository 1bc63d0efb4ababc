'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { useSaveConnection } from '@/lib/queries';
import { ENVIRONMENT_LABELS, ZConnectionInput, type AuthMethod, type ConnectionInput, type PublicConnection } from '@/lib/contracts';

const ROW_INPUT = 'w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900';

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
  const [zones, setZones] = useState(Object.entries(connection.branchTimeZones).map(([branchOfficeId, timeZone]) => ({ branchOfficeId, timeZone })));
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
      branchTimeZones: Object.fromEntries(zones.map((z) => [z.branchOfficeId.trim(), z.timeZone.trim()])),
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

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Units offered in forms</legend>
        {units.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">None yet. Add the units planners book slots in (id from the service, and a name).</p> : null}
        {units.map((unit, index) => (
          <div key={index} className="flex gap-2">
            <input aria-label={`Unit ${index + 1} id`} className={ROW_INPUT} value={unit.id} onChange={(e) => setUnits((u) => u.map((x, i) => (i === index ? { ...x, id: e.target.value } : x)))} />
            <input aria-label={`Unit ${index + 1} name`} className={ROW_INPUT} value={unit.name} onChange={(e) => setUnits((u) => u.map((x, i) => (i === index ? { ...x, name: e.target.value } : x)))} />
            <Button variant="ghost" size="sm" onClick={() => setUnits((u) => u.filter((_, i) => i !== index))} aria-label={`Remove unit ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('units.'))
          .map(([k, m]) => (
            <p key={k} className="text-sm text-red-700 dark:text-red-400">
              Unit {Number(k.split('.')[1]) + 1}: {m}
            </p>
          ))}
        <Button variant="secondary" size="sm" onClick={() => setUnits((u) => [...u, { id: '', name: '' }])}>
          Add a unit
        </Button>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Branch office time zones</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">The schedule shows each branch office in its own time zone (names like Europe/Prague).</p>
        {zones.map((zone, index) => (
          <div key={index} className="flex gap-2">
            <input aria-label={`Branch office ${index + 1} id`} className={ROW_INPUT} value={zone.branchOfficeId} onChange={(e) => setZones((z) => z.map((x, i) => (i === index ? { ...x, branchOfficeId: e.target.value } : x)))} />
            <input aria-label={`Branch office ${index + 1} time zone`} className={ROW_INPUT} value={zone.timeZone} onChange={(e) => setZones((z) => z.map((x, i) => (i === index ? { ...x, timeZone: e.target.value } : x)))} />
            <Button variant="ghost" size="sm" onClick={() => setZones((z) => z.filter((_, i) => i !== index))} aria-label={`Remove branch office ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('branchTimeZones'))
          .map(([k, m]) => (
            <p key={k} className="text-sm text-red-700 dark:text-red-400">
              {k.replace('branchTimeZones.', 'Branch office ')}: {m}
            </p>
          ))}
        <Button variant="secondary" size="sm" onClick={() => setZones((z) => [...z, { branchOfficeId: '', timeZone: 'Europe/Prague' }])}>
          Add a branch office
        </Button>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${label.toLowerCase()} connection`}
        </Button>
      </div>
    </form>
  );
}
