// The one table from error code to HTTP status. Add a code here before throwing it.
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  unauthenticated: 401,
  invalid_signature: 401,
  forbidden: 403,
  origin_mismatch: 403,
  not_found: 404,
  conflict: 409,
  validation_failed: 422,
  rate_limited: 429,
  payload_too_large: 413,
  internal_error: 500,
  upstream_error: 502,
  upstream_unavailable: 503,
  // The server cannot print a PDF: no Chromium there (CHROMIUM_PATH), or it did not finish in time.
  print_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
