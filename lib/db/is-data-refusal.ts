// Whether the database refused the data itself (SQLSTATE class 22, data exception, e.g. a NUL in text or jsonb; or
// 23, integrity constraint), as opposed to being unreachable or overloaded. Only the first is worth retrying row by
// row: splitting a batch while the database is down would just multiply the failures and the wait. Drizzle wraps
// the driver's error, so its cause is read too (pg and PGlite both carry the SQLSTATE as `code`).
export function isDataRefusal(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
