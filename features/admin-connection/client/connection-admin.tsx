'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useActivateEnvironment, useConnectionOverview, useTestConnection } from './queries';
import { ENVIRONMENTS, type ConnectionTestStep, type Environment, type PublicConnection } from '@/lib/contracts';
import { ConnectionForm } from './connection-form';
import { OrderFieldMappingSection } from '@/features/orders';
import { useServiceFailure } from './use-service-failure';

const GREEN_BADGE =
  'ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900 dark:bg-green-900 dark:text-green-100';

export function ConnectionAdmin() {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const overview = useConnectionOverview();
  const activate = useActivateEnvironment();
  const test = useTestConnection();
  const [selected, setSelected] = useState<Environment>('emulator');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmSwitch, setConfirmSwitch] = useState(false);

  if (overview.isPending)
    return (
      <div
        className="h-64 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800"
        aria-label={t('connection.loading')}
      />
    );
  if (overview.isError) {
    return (
      <Alert tone="error" title={t('connection.loadFailed')}>
        {errorMessage(overview.error)}
      </Alert>
    );
  }

  const connection = overview.data.environments.find((e) => e.environment === selected)!;
  const isActive = overview.data.active === selected;
  const label = t('environment', { environment: selected });

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label={t('connection.environments')} className="flex gap-2">
        {ENVIRONMENTS.map((environment) => {
          const c = overview.data.environments.find((e) => e.environment === environment)!;
          const state = overview.data.active === environment ? 'active' : c.configured ? 'configured' : 'none';
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
                selected === environment
                  ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
                  : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900'
              }`}
            >
              <span className="block font-semibold">{t('environment', { environment })}</span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t('connection.state', { state })}</span>
            </button>
          );
        })}
      </div>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}

      <section
        role="tabpanel"
        aria-label={t('connection.of', { environment: selected })}
        className="space-y-6 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold">
            {label} {isActive ? <span className={GREEN_BADGE}>{t('connection.active')}</span> : null}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={!connection.configured || test.isPending}
              onClick={() => test.mutate(selected)}
            >
              {test.isPending ? t('connection.testing') : t('connection.test')}
            </Button>
            <Button
              disabled={!connection.configured || isActive || activate.isPending}
              onClick={() => setConfirmSwitch(true)}
            >
              {isActive ? t('connection.inUse') : t('connection.use')}
            </Button>
          </div>
        </div>

        {test.isError ? <Alert tone="error">{errorMessage(test.error)}</Alert> : null}
        {test.data ? <TestSteps steps={test.data} connection={connection} /> : null}

        <ConnectionForm
          key={`${selected}:${connection.updatedAt}`}
          connection={connection}
          onSaved={(text) => setNotice({ tone: 'success', text })}
        />
      </section>

      {connection.configured ? (
        <OrderFieldMappingSection key={`${selected}:order-fields`} environment={selected} />
      ) : null}

      <ConfirmDialog
        open={confirmSwitch}
        tone="primary"
        title={t('connection.switchTitle', { environment: label })}
        confirmLabel={t('connection.switchConfirm', { environment: label })}
        onCancel={() => setConfirmSwitch(false)}
        onConfirm={async () => {
          setConfirmSwitch(false);
          try {
            await activate.mutateAsync(selected);
            setNotice({ tone: 'success', text: t('connection.switched', { environment: label }) });
          } catch (error) {
            setNotice({ tone: 'error', text: errorMessage(error) });
          }
        }}
      >
        {t('connection.switchText', { environment: selected, active: overview.data.active ?? 'none' })}
      </ConfirmDialog>
    </div>
  );
}

/** "Test connection", step by step: what each found, or why it failed, in the admin's language. */
function TestSteps({ steps, connection }: { steps: ConnectionTestStep[]; connection: PublicConnection }) {
  const t = useTranslations('admin');
  const failure = useServiceFailure();
  return (
    <ol
      aria-label={t('connection.testSteps')}
      className="space-y-1 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-700"
    >
      {steps.map((step) => {
        // The token step signs in with the saved method: a token, or Basic credentials.
        const named = step.step === 'token' && connection.authMethod === 'basic' ? 'basic' : step.step;
        const detail = step.skipped
          ? t('connection.stepSkipped')
          : step.ok
            ? t('connection.stepDone', { step: named, count: step.count ?? 0 })
            : // A failure without words of its own (an answer of an unexpected shape) keeps the server's, which
              // quote the service.
              (failure.reason(step.reason, connection.baseUrl) ?? step.detail);
        return (
          <li key={step.step} className="flex gap-3" data-ok={step.ok}>
            <span
              aria-hidden="true"
              className={step.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}
            >
              {step.ok ? '✓' : '✗'}
            </span>
            <span className="w-44 font-medium">{t('connection.step', { step: named })}</span>
            <span className="w-20 tabular-nums text-zinc-600 dark:text-zinc-400">
              {step.latencyMs === null ? '—' : t('milliseconds', { ms: step.latencyMs })}
            </span>
            <span>
              <span className="sr-only">{step.ok ? t('connection.stepPassed') : t('connection.stepFailed')} </span>
              {detail}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
