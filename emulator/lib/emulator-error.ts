// The one error type every handler throws; the server turns it into the documented error body.
export interface ErrorDetail {
  field: string;
  message: string;
}

export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /**
   * Body shape: { error: { code, message, details: [{ field, target, message }] , ...extra } }. `target` is OData's
   * name for `field`.
   */
  toBody(): object {
    return {
      error: {
        code: this.code,
        message: this.message,
        details: this.details.map((d) => ({ code: this.code, field: d.field, target: d.field, message: d.message })),
        ...this.extra,
      },
    };
  }
}

export const notFound = (what: string) => new EmulatorError(404, 'NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, details: ErrorDetail[] = []) =>
  new EmulatorError(400, 'BAD_REQUEST', message, details);
export const unprocessable = (code: string, field: string, message: string) =>
  new EmulatorError(422, code, message, [{ field, message }]);
