// The load stack of the outage scenario: open-load-stack.ts's (emulator on 4601, two production dashboards on
// PostgreSQL behind the suite's balancer on 3600) with two cuttable links in between, so the service can become
// unreachable without stopping anything: the dashboards reach the service only through 4602, and the service's
// webhooks reach the balancer only through 4603. The service gives a delivery up after a few attempts, so what
// changes while the links are cut is truly missed by the webhooks.
import type { BrowserContext } from '@playwright/test';
import { openLoadStack, PORTS, type LoadStack } from './open-load-stack';
import { startCuttableLink, type CuttableLink } from './start-cuttable-link';

export const LINK_PORTS = { upstream: 4602, webhooks: 4603 } as const;
/** Attempts of one delivery, the first retry after 500 ms: a delivery is given up 1.5 s after the change. */
export const WEBHOOK_ATTEMPTS = 3;
const WEBHOOK_RETRY_BASE_MS = 500;
/** Set explicitly, so the checks bound the fallback by what the instances were told. */
export const FALLBACK_AFTER_MS = 10_000;

export interface OutageStack extends Omit<LoadStack, 'databaseUrl'> {
  /** Dashboards → service. */
  upstream: CuttableLink;
  /** Service → balancer (webhooks). */
  webhooks: CuttableLink;
  databaseUrl: string;
  /** A browser context signed in through the real form (UTC clock), left open for the scenario to use. */
  openPage(email: string, password: string): Promise<{ context: BrowserContext; cookie: string }>;
}

export async function openOutageStack(name: string): Promise<OutageStack> {
  let webhooks: CuttableLink | undefined;
  let upstream: CuttableLink | undefined;
  const linkUrl = (port: number) => `http://127.0.0.1:${port}`;
  const stack = await openLoadStack({
    name,
    instances: 2,
    postgres: true,
    beforeEmulator: async () =>
      (webhooks = await startCuttableLink(LINK_PORTS.webhooks, { host: '127.0.0.1', port: PORTS.proxy })),
    afterEmulator: async () =>
      (upstream = await startCuttableLink(LINK_PORTS.upstream, { host: '127.0.0.1', port: PORTS.emulator })),
    webhookUrl: `${linkUrl(LINK_PORTS.webhooks)}/api/webhooks`,
    emulatorEnv: {
      EMULATOR_WEBHOOK_MAX_ATTEMPTS: String(WEBHOOK_ATTEMPTS),
      EMULATOR_WEBHOOK_RETRY_BASE_MS: String(WEBHOOK_RETRY_BASE_MS),
    },
    upstreamUrl: linkUrl(LINK_PORTS.upstream),
    dashboardEnv: { UPSTREAM_FALLBACK_AFTER_MS: String(FALLBACK_AFTER_MS) },
  });
  return {
    ...stack,
    upstream: upstream!,
    webhooks: webhooks!,
    databaseUrl: stack.databaseUrl!,
    // UTC: with no branch time zones the grid's week is the browser's, and the scenario's weeks are UTC weeks.
    openPage: (email, password) =>
      stack.openSession(email, password, { timezoneId: 'UTC', viewport: { width: 1400, height: 950 } }),
  };
}
