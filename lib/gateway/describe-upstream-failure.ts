import { AppError } from '@/lib/errors';

/**
 * The reason lib/upstream puts on its errors (wrong_credentials, unreachable, …), for the page to word; null for none.
 */
export function reasonOf(error: unknown): string | null {
  const reason = error instanceof AppError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? reason : null;
}

/**
 * Plain language for an admin, from the reason lib/upstream puts on its errors (English: the page words it from the
 * reason).
 */
export function describeUpstreamFailure(error: unknown, baseUrl: string): string {
  const reason = reasonOf(error);
  switch (reason) {
    case 'wrong_credentials':
      return 'Wrong username or password: the service refused the API credentials.';
    case 'no_api_access':
      return 'The API user exists but lacks the role "API access". Ask the service administrator to grant it.';
    case 'unreachable':
      return (
        `The service could not be reached at ${baseUrl}. ` + 'Check the address, the tenant and that the service is up.'
      );
    case 'tls':
      return (
        `The TLS certificate of ${baseUrl} was not accepted. ` +
        'Check the address; a self-signed certificate is not trusted.'
      );
    case 'timeout':
      return 'The service did not answer in time. It may be overloaded; try again in a minute.';
    case 'bad_response':
      return `The service answered in an unexpected shape: ${error instanceof Error ? error.message : 'unknown'}`;
    case 'not_found':
    case 'unknown_tenant':
      return (
        'The service does not know this tenant. ' +
        'Check the tenant name (the customer name in the web application address).'
      );
    case 'rate_limited':
      return 'The service is limiting requests right now. Wait a minute and test again.';
    case 'service_error':
      return (
        'The service answered with an internal error. ' +
        'Try again later; if it persists, contact the service operator.'
      );
    case 'rejected_query':
      return `The service refused Slotboard's request as malformed: ${
        error instanceof Error ? error.message : 'unknown'
      }`;
    default:
      return error instanceof Error ? error.message : 'The step failed for an unknown reason.';
  }
}
