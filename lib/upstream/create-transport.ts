// The one base client every upstream call goes through: credentials, a time-out, retries for reads, the one
// token renewal after a 401, response validation and a record of each HTTP attempt for the admin page.
import 'server-only';
import type { z } from 'zod';
import { createTokenCache } from './create-token-cache';
import { createGuardedDispatcher } from './guard-connection';
import { classifyFetchFailure, mapStatusError, mapTransportFailure, redactSecrets } from './map-upstream-error';
import { mayRetry, computeRetryDelay, MAX_RETRY_AFTER_MS, parseRetryAfter, type AttemptOutcome } from './plan-retry';
import { TokenResponseSchema } from './schemas';
import { validateResponse } from './validate-response';
import {
  answerTooLargeError,
  findRefusal,
  refusedAddressError,
  resolveLocation,
  scrub,
  writeAware,
} from './describe-transport-failure';
import { countRecords, parseBody, safeDecode } from './read-answer-body';
import { ANSWER_LIMITS, answerKindOf, readCappedText } from './read-capped-body';
import type {
  RequestSpec,
  UpstreamCall,
  UpstreamClientOptions,
  UpstreamConfig,
  UpstreamResponse,
} from './transport-shapes';

export {
  WriteOutcomeUnknown,
  type Method,
  type UpstreamCall,
  type UpstreamClientOptions,
  type UpstreamConfig,
  type UpstreamResponse,
} from './transport-shapes';

export type Transport = ReturnType<typeof createTransport>;

const DEFAULT_TIMEOUT_MS = 15_000;

export function createTransport(config: UpstreamConfig, options: UpstreamClientOptions = {}) {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const basic = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  const secrets = [config.password, basic.slice(6)];
  const tokenPath = `/v1/${encodeURIComponent(config.tenant)}/Token`;
  // The base URL was checked when saved; its name is checked again on every connection (DNS may have changed).
  const dispatcher = createGuardedDispatcher({
    allowLoopback: () => config.allowLoopback ?? false,
    resolve: options.resolve,
  });

  const report = (call: UpstreamCall) => {
    if (!options.onCall) return;
    try {
      options.onCall({
        ...call,
        query: redactSecrets(call.query, secrets),
        error: call.error === undefined ? undefined : redactSecrets(call.error, secrets),
      });
    } catch {
      // an observer must never break a call
    }
  };

  const tokens = createTokenCache(async () => {
    const res = await send(
      {
        method: 'POST',
        path: tokenPath,
        body: { username: config.username, password: config.password },
        schema: TokenResponseSchema,
        idempotent: true,
      },
      'none',
    );
    secrets.push(res.data.token);
    if (secrets.length > 12) secrets.splice(2, 1);
    return res.data.token;
  }, options.now);

  /** Basic goes only where the spec says it is accepted (REST v3); everything else uses a bearer token. */
  const authFor = (path: string): 'basic' | 'bearer' | 'none' => {
    if (path === tokenPath) return 'none';
    return config.authMethod === 'basic' && path.startsWith('/v3/') ? 'basic' : 'bearer';
  };

  async function send<S extends z.ZodType | undefined>(
    spec: RequestSpec<S>,
    auth = authFor(spec.path),
  ): Promise<UpstreamResponse<S extends z.ZodType ? z.infer<S> : unknown>> {
    const url = `${baseUrl}${spec.path}${spec.query ? `?${spec.query}` : ''}`;
    let retries = 0;
    let renewed = false;
    for (;;) {
      const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
      let token: string | null = null;
      if (auth === 'basic') headers.authorization = basic;
      if (auth === 'bearer') {
        token = await tokens.get();
        headers.authorization = `Bearer ${token}`;
      }
      if (spec.body !== undefined) headers['content-type'] = 'application/json';

      const started = performance.now();
      const at = new Date().toISOString();
      const record = (
        status: number | null,
        recordCount: number | null,
        error?: string,
        durationMs = Math.round(performance.now() - started),
      ) =>
        report({
          at,
          method: spec.method,
          path: spec.path,
          query: safeDecode(spec.query ?? ''),
          status,
          durationMs,
          recordCount,
          error,
        });

      const signal = AbortSignal.timeout(timeoutMs);
      let res: Response;
      let text: string | null;
      try {
        // Redirects are answers, not failures: never followed (credentials must not travel to another address).
        // Node's fetch takes an undici dispatcher (package.json pins undici to the version Node 20 bundles).
        const init: RequestInit & { dispatcher: typeof dispatcher } = {
          method: spec.method,
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          signal,
          redirect: 'manual',
          dispatcher,
        };
        res = await fetch(url, init);
        text = await readCappedText(res, ANSWER_LIMITS[answerKindOf(spec.method, spec.path)]);
      } catch (e) {
        const refused = findRefusal(e);
        if (refused) {
          // Not retried: the answer is the resolver's, and nothing was sent, so even a write is known not to have
          // arrived.
          const error = refusedAddressError(refused);
          record(null, null, error.message);
          throw error;
        }
        const failure = classifyFetchFailure(e, signal.aborted, timeoutMs);
        record(null, null, failure.kind === 'timeout' ? 'timeout' : failure.code);
        const outcome: AttemptOutcome = failure.kind === 'timeout' ? { kind: 'timeout' } : { kind: 'connection' };
        if (mayRetry(spec.method, spec.idempotent ?? false, outcome, retries)) {
          await sleep(computeRetryDelay(retries++, null, options.random));
          continue;
        }
        throw writeAware(spec, mapTransportFailure(failure), failure);
      }

      if (text === null && res.status >= 200 && res.status < 300) {
        // Not retried: the same request would bring the same answer. A write's answer arrived, so it happened:
        // the caller reads it back.
        record(res.status, null, 'answer_too_large');
        throw writeAware(spec, answerTooLargeError(spec, answerKindOf(spec.method, spec.path)), null);
      }
      // An error's body past the cap is dropped: the status says enough.
      const body = parseBody(text ?? '', res.headers.get('content-type'));
      if (res.status === 401 && auth === 'bearer' && token && !renewed) {
        // One renewal per call: the token may have expired early or been revoked. A 401 means the request was not
        // processed, so even a write may be sent again.
        record(res.status, null, 'unauthorized; renewing token');
        tokens.invalidate(token);
        renewed = true;
        continue;
      }
      if (res.status < 200 || res.status >= 300) {
        record(res.status, null, `HTTP ${res.status}`);
        const retryAfterHeader = res.headers.get('retry-after');
        const retryAfterMs = parseRetryAfter(retryAfterHeader);
        const waitable = retryAfterMs === null || retryAfterMs <= MAX_RETRY_AFTER_MS;
        if (
          waitable &&
          mayRetry(spec.method, spec.idempotent ?? false, { kind: 'status', status: res.status }, retries)
        ) {
          await sleep(computeRetryDelay(retries++, retryAfterMs, options.random));
          continue;
        }
        // The service's own words end up in messages and details: scrub any credential it may echo.
        const scrubbed = scrub(body, secrets);
        const location =
          res.status >= 300 && res.status < 400
            ? redactSecrets(resolveLocation(res.headers.get('location'), url), secrets)
            : null;
        const error = mapStatusError({
          status: res.status,
          method: spec.method,
          path: spec.path,
          body: scrubbed,
          retryAfter: retryAfterHeader,
          isTokenRequest: spec.path === tokenPath,
          location,
        });
        throw res.status >= 500 ? writeAware(spec, error, null) : error;
      }

      let data: unknown = body;
      let later: Promise<unknown> | null = null;
      try {
        if (spec.schema) data = validateResponse(spec.schema, body, spec.method, spec.path);
        if (spec.check) later = spec.check(body);
      } catch (e) {
        record(res.status, countRecords(body), 'bad_response');
        throw e;
      }
      if (later) {
        // The time is the answer's; only its record waits for the check.
        const durationMs = Math.round(performance.now() - started);
        const status = res.status;
        later.then(
          () => record(status, countRecords(body), undefined, durationMs),
          () => record(status, countRecords(body), 'bad_response', durationMs),
        );
      } else record(res.status, countRecords(body));
      return {
        status: res.status,
        headers: res.headers,
        body,
        data: data as S extends z.ZodType ? z.infer<S> : unknown,
      };
    }
  }

  return {
    send,
    config,
    /** Fetches a new token now (for "Test connection"). */
    refreshToken: () => tokens.refresh(),
  };
}
