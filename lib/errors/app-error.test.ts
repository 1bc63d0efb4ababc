import { describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('is recognised across copies of its module, as Next.js bundles may load it more than once', async () => {
    vi.resetModules();
    // A second instance of the same file, as a second bundle would load it.
    const other = (await import(/* @vite-ignore */ `./app-error?copy=${Date.now()}`)) as typeof import('./app-error');
    const foreign = new other.AppError('not_found', 'made by the other copy');
    expect(other.AppError).not.toBe(AppError);
    expect(foreign instanceof AppError).toBe(true);
    expect(new AppError('conflict', 'x')).toBeInstanceOf(other.AppError);
    expect(new Error('plain') instanceof AppError).toBe(false);
    expect({ code: 'conflict' } instanceof AppError).toBe(false);
  });
});
