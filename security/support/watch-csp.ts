import type { Page } from '@playwright/test';

/** Console messages and page errors that are about the CSP. */
export function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(error.message)) seen.push(`pageerror: ${error.message}`);
  });
  return seen;
}
