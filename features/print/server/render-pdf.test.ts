import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { findChromium, pdfChromiumLaunch, renderPdf } from './render-pdf';

const missing = path.join(import.meta.dirname, 'no-chromium-here');
const options = { executablePath: missing, timeoutMs: 5_000, page: { widthMm: 297, heightMm: 210, marginMm: 8 } };

describe('PDF printing without Chromium on the server', () => {
  it(
    'answers 503 print_unavailable saying Chromium is needed, where CHROMIUM_PATH is set and that the browser ' +
      'prints',
    async () => {
      const error = await findChromium(missing).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'print_unavailable', status: 503 });
      const { message } = error as AppError;
      expect(message).toContain('PDF printing needs Chromium on the server');
      expect(message).toContain('CHROMIUM_PATH');
      expect(message).toContain("server's environment");
      expect(message).toContain('Print button');
      // The server's own paths are for its log, not for the answer.
      expect(message).not.toContain(missing);
    },
  );

  it('says the same from renderPdf, and does not hold the one printing slot afterwards', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(renderPdf('<p>plan</p>', options)).rejects.toMatchObject({ code: 'print_unavailable' });
    }
  });

  it('refuses a file that is not executable', async () => {
    await expect(findChromium(path.join(import.meta.dirname, 'index.ts'))).rejects.toMatchObject({
      code: 'print_unavailable',
    });
  });
});

describe("the PDF's Chromium and its sandbox", () => {
  it('goes without the sandbox only as root, where Chromium would not start with it', () => {
    const launch = pdfChromiumLaunch(0);
    expect(launch.chromiumSandbox).toBe(false);
    expect(launch.args).toContain('--no-sandbox');
  });

  it('keeps the sandbox for any other user, and when the user cannot be told (no getuid: Windows)', () => {
    for (const uid of [1, 1000, 65_534, undefined]) {
      const launch = pdfChromiumLaunch(uid);
      // Playwright adds --no-sandbox itself unless chromiumSandbox is true.
      expect(launch.chromiumSandbox).toBe(true);
      expect(launch.args).not.toContain('--no-sandbox');
    }
  });

  it('keeps the network switched off either way', () => {
    for (const uid of [0, 1000]) {
      expect(pdfChromiumLaunch(uid).args).toContain('--host-resolver-rules=MAP * ~NOTFOUND');
    }
  });
});
