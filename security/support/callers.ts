import { readFileSync } from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { ROLES, type Role } from '../../lib/contracts';
import { storageStateOf } from './accounts';

export type Caller = Role | 'anonymous';
export const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/** An API client for the caller: no cookies for anonymous, the saved session otherwise. Dispose it when done. */
export function callerContext(caller: Caller, baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: caller === 'anonymous' ? undefined : storageStateOf(caller) });
}

/** The caller's session as a Cookie header, for plain fetch (streams, raw bodies). */
export function cookieHeaderOf(caller: Caller): string {
  if (caller === 'anonymous') return '';
  const { cookies } = JSON.parse(readFileSync(storageStateOf(caller), 'utf8')) as {
    cookies: { name: string; value: string }[];
  };
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
