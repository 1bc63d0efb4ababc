import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { streamDownload, writeText } from './stream-download';
import { EXPORT_LIMITS, runningExports, takeExportSlot } from './take-export-slot';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A writer of `lines` lines of ~1 KB, counting what it has written and whether it was told to stop. */
function lineWriter(lines: number) {
  const state = { written: 0, stopped: false };
  const write = async (out: import('node:stream').Writable, signal: AbortSignal) => {
    for (let i = 0; i < lines; i++) {
      if (signal.aborted) {
        state.stopped = true;
        throw signal.reason;
      }
      await writeText(out, `${String(i).padStart(8, '0')}${'x'.repeat(1016)}\n`);
      state.written++;
    }
  };
  return { state, write };
}

describe('export slots', () => {
  it('refuses an export past the limit with 429 and Retry-After, and takes it once one is given back', () => {
    const held = Array.from({ length: EXPORT_LIMITS.workbook }, () => takeExportSlot('workbook'));
    let refusal: unknown;
    try {
      takeExportSlot('workbook');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(429);
    expect(Number((refusal as AppError).headers?.['Retry-After'])).toBeGreaterThan(0);
    // Another kind has slots of its own.
    takeExportSlot('csv').release();
    held[0]!.release();
    held[0]!.release();
    expect(runningExports('workbook')).toBe(EXPORT_LIMITS.workbook - 1);
    takeExportSlot('workbook').release();
    for (const slot of held) slot.release();
    expect(runningExports('workbook')).toBe(0);
  });
});

describe('a streamed download', () => {
  it('holds its slot until the client has read it all, and writes no faster than the client reads', async () => {
    const writer = lineWriter(2000);
    const body = streamDownload(takeExportSlot('workbook'), 'test', writer.write);
    const reader = body.getReader();
    await reader.read();
    for (let i = 0; i < 20; i++) await tick();
    // Nothing read past the first chunk: the writer waits once ~256 KB are queued, far from the 2 MB it would write.
    expect(writer.state.written).toBeLessThan(400);
    expect(runningExports('workbook')).toBe(1);
    let bytes = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
    expect(writer.state.written).toBe(2000);
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(runningExports('workbook')).toBe(0);
  });

  it('gives the slot back and stops the writer when the client goes away mid-download', async () => {
    const writer = lineWriter(100_000);
    const body = streamDownload(takeExportSlot('workbook'), 'test', writer.write);
    const reader = body.getReader();
    await reader.read();
    await reader.cancel(new Error('the browser closed the tab'));
    expect(runningExports('workbook')).toBe(0);
    await tick();
    expect(writer.state.written).toBeLessThan(1000);
    const slot = takeExportSlot('workbook');
    slot.release();
  });

  it('fails the download, never ends it cleanly, when writing fails after the first bytes', async () => {
    const body = streamDownload(takeExportSlot('workbook'), 'test', async (out) => {
      await writeText(out, 'header\n');
      throw new Error('the database went away');
    });
    const reader = body.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('header\n');
    await expect(reader.read()).rejects.toThrow('the database went away');
    expect(runningExports('workbook')).toBe(0);
  });

  it('cuts a download not read within the time limit and gives its slot back', async () => {
    const writer = lineWriter(100_000);
    const body = streamDownload(takeExportSlot('workbook'), 'test', writer.write, 50);
    const reader = body.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runningExports('workbook')).toBe(0);
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toThrow(/longer than/);
  });
});
