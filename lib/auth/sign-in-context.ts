import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '@/lib/process-state';
import type { SignInSubject } from './sign-in-throttle';

/** What the sign-in route knows about an attempt (hands to authorize()) and learns back from it. */
export interface SignInContext {
  subject: SignInSubject;
  /** Set by authorize() when the throttle refused the attempt after the route's own check (a race). */
  waitSeconds?: number;
  /** Set by authorize() when the credentials were right. */
  signedIn?: boolean;
}

// Shared by every copy of this module that Next.js bundles (the route and the options it calls must meet).
export const signInContext = processState('auth.signInContext', () => new AsyncLocalStorage<SignInContext>());
