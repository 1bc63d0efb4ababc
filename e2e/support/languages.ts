import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { storageStateOf } from './accounts';

// What e2e/languages.spec.ts works with: its planner, axe, and the words a page shows in the Czech walk.

export interface Reservation {
  Id: string;
  ReservationNumber: string;
  ResourceId: string;
  StartUtc: string;
}

export async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
  ).toEqual([]);
}

/** A planner made for the run, who chose no language: the browser's decides. */
export async function newPlanner(browser: Browser, baseURL: string) {
  const admin = await browser.newContext({ storageState: storageStateOf('admin') });
  const email = `lang-${randomUUID().slice(0, 8)}@example.com`;
  const password = `jazyk-${randomUUID().slice(0, 8)}`;
  const created = await admin.request.post('/api/admin/users', {
    headers: { Origin: baseURL },
    data: { email, name: 'Lang Planner', role: 'planner', password },
  });
  expect(created.status()).toBe(201);
  await admin.close();
  return { email, password };
}

/** Every text a person reads or hears on the page: visible text, and the names and hints given to screen readers. */
export async function textOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Text marked as in another language (lang="en": a log line, the service's own words) is declared, not missed.
    let visible = document.body.innerText;
    for (const el of document.querySelectorAll<HTMLElement>('body [lang]'))
      if (el.lang !== document.documentElement.lang) visible = visible.replace(el.innerText, '');
    const parts = [document.title, visible];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** The literal runs of an ICU message (arguments, plurals and selects left out) of at least two words. */
export function literalRuns(message: string): string[] {
  let depth = 0;
  let run = '';
  const runs: string[] = [];
  for (const ch of message) {
    if (ch === '{') {
      if (depth === 0) runs.push(run);
      run = '';
      depth++;
    } else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) run += ch;
  }
  runs.push(run);
  return runs.map((r) => r.replace(/\s+/g, ' ').trim()).filter((r) => /\p{L}{2,}.*\s.*\p{L}{2,}/u.test(r));
}

export const PAGES = [
  '/schedule',
  '/schedule?view=week',
  '/orders',
  '/orders/companies',
  '/deleted',
  '/search?q=rapid',
  '/gate',
  '/reports',
  '/admin',
  '/admin/users',
  '/admin/connection',
  '/admin/api-calls',
  '/admin/webhooks',
  '/admin/sync',
  '/admin/activity',
];
