import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeErrorForLog } from './describe-error-for-log';

describe('describeErrorForLog', () => {
  it('keeps the SQL and the cause of a failed query but never its parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("password_hash") values ($1)',
      ['scrypt$32768$8$1$salt$hash'],
      new Error('duplicate key value'),
    );
    expect(error.message).toContain('scrypt$32768'); // what would have reached the log before
    const line = describeErrorForLog(error);
    expect(line).toContain('duplicate key value');
    expect(line).toContain('insert into "users"');
    expect(line).not.toContain('scrypt$32768');
  });

  it('describes other errors with their cause', () => {
    const error = new Error('outer', { cause: new DrizzleQueryError('select 1', ['secret-param'], new Error('gone')) });
    const line = describeErrorForLog(error);
    expect(line).toContain('outer');
    expect(line).toContain('gone');
    expect(line).not.toContain('secret-param');
    expect(describeErrorForLog('plain')).toBe('plain');
  });
});
