'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useActivateEnvironment, useConnectionOverview, useTestConnection } from '@/lib/queries';
import { ENVIRONMENT_LABELS, ENVIRONMENTS, type Environment } from '@/lib/contracts';
import { ConnectionForm } from './connection-form';

export function ConnectionAdmin() {
  const overview = useConnectionOverview();
  const activate = useActivateEnvironment();
  const test = useTestConnection();
  const [selected, setSelected] = useState<Environment>('emulator');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmSwitch, setConfirmSwitch] = useState(false);

  if (overview.isPending) return <div className="h-64 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-label="Loading connection settings" />;
  if (overview.isError) {
    return (
      <Alert tone="error" title="The connection settings could not be loaded.">
        {overview.error.message}
      </Alert>
    );
  }

  const connection = overview.data.environments.find((e) => e.environment === selected)!;
  const isActive = overview.data.active === selected;
  const label = ENVIRONMENT_LABELS[selected];

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label="Environment" className="flex gap-2">
        {ENVIRONMENTS.map((environment) => {
          const c = overview.data.environments.find((e) => e.environment === environment)!;
          const state = overview.data.active === environment ? 'active' : c.configured ? 'configured' : 'not configured';
          return (
            <button
              key={environment}
              role="tab"
              type="button"
              aria-selected={selected === environment}
              onClick={() => {
                setSelected(environment);
                setNotice(null);
                test.reset();
              }}
              className={`rounded-md border px-4 py-2 text-left text-sm ${
                selected === environment ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950' : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900'
              }`}
            >
              <span className="block font-semibold">{ENVIRONMENT_LABELS[environment]}</span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{state}</span>
            </button>
          );
        })}
      </div>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}

      <section role="tabpanel" aria-label={`${label} connection`} className="space-y-6 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold">
            {label} {isActive ? <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900 dark:bg-green-900 dark:text-green-100">active</span> : null}
          </h2>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!connection.configured || test.isPending} onClick={() => test.mutate(selected)}>
              {test.isPending ? 'Testing…' : 'Test connection'}
            </Button>
            <Button disabled={!connection.configured || isActive || activate.isPending} onClick={() => setConfirmSwitch(true)}>
              {isActive ? 'In use' : 'Use this environment'}
            </Button>
          </div>
        </div>

        {test.isError ? <Alert tone="error">{test.error.message}</Alert> : null}
        {test.data ? (
          <ol aria-label="Connection test" className="space-y-1 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-700">
            {test.data.map((step) => (
              <li key={step.step} className="flex gap-3" data-ok={step.ok}>
                <span aria-hidden="true" className={step.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}>
                  {step.ok ? '✓' : '✗'}
                </span>
                <span className="w-44 font-medium">{step.label}</span>
                <span className="w-20 tabular-nums text-zinc-600 dark:text-zinc-400">{step.latencyMs === null ? '—' : `${step.latencyMs} ms`}</span>
                <span>
                  <span className="sr-only">{step.ok ? 'passed: ' : 'failed: '}</span>
                  {step.detail}
                </span>
              </li>
            ))}
          </ol>
        ) : null}

        <ConnectionForm key={`${selected}:${connection.updatedAt}`} connection={connection} onSaved={(text) => setNotice({ tone: 'success', text })} />
      </section>

      <ConfirmDialog
        open={confirmSwitch}
        tone="primary"
        title={`Switch every planner to ${label}?`}
        confirmLabel={`Use ${label}`}
        onCancel={() => setConfirmSwitch(false)}
        onConfirm={async () => {
          setConfirmSwitch(false);
          try {
            await activate.mutateAsync(selected);
            setNotice({ tone: 'success', text: `Slotboard now works against ${label}. The switch is recorded in the audit log.` });
          } catch (error) {
            setNotice({ tone: 'error', text: error instanceof Error ? error.message : 'The environment was not switched.' });
          }
        }}
      >
        From the next request on, every schedule and order page reads and writes {label.toLowerCase()} data
        {overview.data.active ? ` instead of ${ENVIRONMENT_LABELS[overview.data.active].toLowerCase()}` : ''}.
      </ConfirmDialog>
    </div>
  );
}
