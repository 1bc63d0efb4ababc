// The shapes of the base client (create-transport.ts): its configuration, one call as logged, one request and its
// answer, and the error a write whose fate is unknown throws.
import type { z } from 'zod';
import type { AppError } from '@/lib/errors';
import type { ResolveHost } from './guard-connection';
import type { OrderShapeOptions } from './order-shape-options';

export interface UpstreamConfig {
  baseUrl: string;
  tenant: string;
  authMethod: 'bearer' | 'basic';
  username: string;
  password: string;
  /** Per HTTP attempt; default 15 s. */
  timeoutMs?: number;
  /**
   * Whether the service may live on this machine (loopback, plain http): ALLOW_INSECURE_UPSTREAM, passed by
   * lib/gateway; default no.
   */
  allowLoopback?: boolean;
}

/** One HTTP attempt, as shown on the admin "API calls" page. Never holds a credential. */
export interface UpstreamCall {
  at: string;
  method: string;
  path: string;
  /** Decoded query string, e.g. `$filter=StartUtc ge …&$top=1000`. */
  query: string;
  status: number | null;
  durationMs: number;
  recordCount: number | null;
  error?: string;
}

export interface UpstreamClientOptions {
  onCall?: (call: UpstreamCall) => void;
  /** Upstream calls one client runs at once during retrieval; default 4. */
  maxParallel?: number;
  /** Injected in tests to skip real waiting. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Injected in tests: the clock (epoch ms) the token cache compares with a token's renewal time. */
  now?: () => number;
  /** Injected in tests: the DNS resolver every connection asks (default: the system's, as `dns.lookup`). */
  resolve?: ResolveHost;
  /** The connection's order field overrides and remembered refusals (lib/upstream/read-order-shape.ts). */
  orderShape?: OrderShapeOptions;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestSpec<S extends z.ZodType | undefined> {
  method: Method;
  /** Path after the tenant-independent base, starting with /, already encoded. */
  path: string;
  query?: string;
  body?: unknown;
  schema?: S;
  /**
   * Instead of `schema`, for a large list checked while the next page is on its way: looks at the body at once (a
   * throw fails the call) and returns the rest of its check, still running. The call is logged when that settles,
   * as bad_response when it fails, so the log never shows a page as fine that failed its check later.
   */
  check?: (body: unknown) => Promise<unknown>;
  /** Safe to repeat although not a GET (the token request). */
  idempotent?: boolean;
  headers?: Record<string, string>;
}

export interface UpstreamResponse<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown;
  data: T;
}

/**
 * Thrown for a write whose fate the client could not see (time-out, dropped connection, 5xx): the caller reads back.
 */
export class WriteOutcomeUnknown extends Error {
  constructor(readonly cause: AppError) {
    super(cause.message);
  }
}
