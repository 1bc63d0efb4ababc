import { AppError } from '@/lib/errors';

/** The AppError a promise rejects with; fails the test if it resolves or rejects with anything else. */
export async function caughtAppError(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}
