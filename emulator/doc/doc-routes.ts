// /_doc: a page listing every endpoint (service and control), and /_doc/openapi.json for the REST part.
import type { Router } from '../http/router';
import type { Services } from '../services';
import { buildOpenApi } from './build-openapi';
import { CONTROL_ENDPOINTS, SERVICE_ENDPOINTS, type EndpointDoc } from './endpoint-list';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const table = (rows: EndpointDoc[]) =>
  `<table><thead><tr><th>Method</th><th>Path</th><th>Auth</th><th>What it does</th></tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr><td><code>${escape(r.method)}</code></td><td><code>${escape(r.path)}</code></td><td>` +
        `${escape(r.auth)}</td><td>${escape(r.summary)}</td></tr>`,
    )
    .join('')}</tbody></table>`;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}' +
  'table{border-collapse:collapse;width:100%}' +
  'td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}' +
  'code{white-space:nowrap}';

const page = (tenant: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reservation service emulator</title>',
    `<style>${STYLE}</style></head>`,
    '<body><h1>Reservation service emulator</h1>',
    `<p>Tenant <code>${tenant}</code>. API user <code>api</code> / <code>api-password</code> (role API access); ` +
      '<code>noapi</code> / <code>noapi-password</code> has no API access.',
    'OpenAPI of the REST part: <a href="/_doc/openapi.json">/_doc/openapi.json</a>. ' +
      `OData metadata: <code>/odata/v1/${tenant}/$metadata</code> (Bearer).</p>`,
    '<p>Errors: <code>{"error":{"code","message","details":[{"field","target","message"}]}}</code>; ' +
      'see docs/upstream-assumptions.md.</p>',
    `<h2>Service endpoints</h2>${table(SERVICE_ENDPOINTS)}`,
    `<h2>Control API (emulator only, not part of the service)</h2>${table(CONTROL_ENDPOINTS)}`,
    '</body></html>',
  ].join('\n');

export function addDocRoutes(router: Router, s: Services): void {
  router.add('GET', '/_doc', () => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    text: page(escape(s.config.tenant)),
  }));
  router.add('GET', '/_doc/openapi.json', ({ req }) => ({
    status: 200,
    body: buildOpenApi(`http://${req.headers.host ?? `${s.config.host}:${s.config.port}`}`),
  }));
}
