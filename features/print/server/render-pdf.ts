import 'server-only';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { AppError } from '@/lib/errors';
import { createLimiter } from '@/lib/upstream';

// HTML → PDF in the server's Chromium, bounded: one Chromium at a time per instance, a few requests waiting behind
// it (the rest are told to come back), a time limit over the whole print, and the browser closed on every path.
// The page gets the markup itself (never a URL of this server, never a session), every request it would make is
// refused, host names resolve to nothing, and its own scripts do not run: it cannot reach or run anything. Chromium
// keeps its sandbox too, unless the server runs as root (docs/deployment.md says how not to).

/** As the Playwright suites launch Debian's Chromium, and no network at all; pdfChromiumLaunch() adds the sandbox. */
export const PDF_CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--host-resolver-rules=MAP * ~NOTFOUND',
];
/**
 * How to launch Chromium as this process's user: with its sandbox, except as root, where Chromium refuses to start with
 * it. Playwright itself turns the sandbox off unless told otherwise (`chromiumSandbox` defaults to false), so both
 * are said here.
 */
export function pdfChromiumLaunch(uid: number | undefined): { chromiumSandbox: boolean; args: string[] } {
  const root = uid === 0;
  return { chromiumSandbox: !root, args: root ? ['--no-sandbox', ...PDF_CHROMIUM_ARGS] : [...PDF_CHROMIUM_ARGS] };
}

/** Requests allowed to wait for the one Chromium; one more is refused with 429. */
export const PDF_MAX_WAITING = 3;

export interface RenderPdfOptions {
  executablePath: string;
  /** The whole print, launch included. */
  timeoutMs: number;
  /** Run in the page before printing (it must be self-contained: it is sent to Chromium as text). */
  prepare?: () => unknown;
  page: { widthMm: number; heightMm: number; marginMm: number };
}

const oneAtATime = createLimiter(1);
let waiting = 0;

/** What the caller is told when the server has no Chromium to print with. */
export function chromiumMissing(reason: string): AppError {
  return new AppError(
    'print_unavailable',
    `PDF printing needs Chromium on the server: ${reason}. ` +
      'An administrator installs it there (Debian: apt-get install chromium) or sets CHROMIUM_PATH ' +
      "in the server's environment to its executable (default /usr/bin/chromium; see docs/configuration.md). " +
      "Until then, the print view's Print button prints the same plan from your browser.",
    undefined,
    { 'Retry-After': '300' },
  );
}

/** Throws chromiumMissing() unless `executablePath` is a file this process may run. */
export async function findChromium(executablePath: string): Promise<void> {
  try {
    await access(executablePath, constants.X_OK);
  } catch {
    console.warn(`[print] no Chromium at ${executablePath} (CHROMIUM_PATH): PDF printing answers 503`);
    throw chromiumMissing('none was found where CHROMIUM_PATH points');
  }
}

/** Prints `html` to a PDF of the given page size, landscape when wider than tall. */
export async function renderPdf(html: string, options: RenderPdfOptions): Promise<Uint8Array> {
  if (waiting >= PDF_MAX_WAITING) {
    throw new AppError('rate_limited', 'The server is printing other plans: try again in a few seconds.', undefined, {
      'Retry-After': '5',
    });
  }
  waiting++;
  let started = false;
  try {
    return await oneAtATime(() => {
      waiting--;
      started = true;
      return printOnce(html, options);
    });
  } finally {
    if (!started) waiting--;
  }
}

async function printOnce(html: string, options: RenderPdfOptions): Promise<Uint8Array> {
  await findChromium(options.executablePath);
  const launching = chromium
    .launch({
      executablePath: options.executablePath,
      ...pdfChromiumLaunch(process.getuid?.()),
      timeout: options.timeoutMs,
    })
    .catch((error: unknown) => {
      const firstLine = String((error as Error)?.message ?? error).split('\n')[0];
      console.warn(`[print] Chromium at ${options.executablePath} did not start: ${firstLine}`);
      throw chromiumMissing('the Chromium CHROMIUM_PATH points to did not start');
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError(
            'print_unavailable',
            `Chromium did not finish the PDF within ${Math.round(options.timeoutMs / 1000)} s. ` +
              "Try again, or use the print view's Print button.",
          ),
        ),
      options.timeoutMs,
    );
  });
  try {
    return await Promise.race([launching.then((browser) => print(browser, html, options)), timeout]);
  } finally {
    clearTimeout(timer);
    // Closed whatever happened, a launch that completes after the time limit included; the next print waits for it.
    const closing = launching.then((browser) => browser.close()).catch(() => undefined);
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }
}

async function print(browser: Browser, html: string, options: RenderPdfOptions): Promise<Uint8Array> {
  // The document's own scripts never run (JavaScript off); `prepare` still does: Playwright evaluates it through the
  // DevTools protocol, which the switch does not cover. It needs the browser's layout, so it cannot be CSS alone.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: false,
    javaScriptEnabled: false,
  });
  await context.route('**/*', (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  page.setDefaultTimeout(options.timeoutMs);
  await page.setContent(html, { waitUntil: 'load' });
  await page.emulateMedia({ media: 'print' });
  if (options.prepare) await page.evaluate(options.prepare);
  const { widthMm, heightMm, marginMm } = options.page;
  const margin = `${marginMm}mm`;
  const pdf = await page.pdf({
    format: 'A4',
    landscape: widthMm > heightMm,
    printBackground: true,
    margin: { top: margin, right: margin, bottom: margin, left: margin },
  });
  return new Uint8Array(pdf);
}
