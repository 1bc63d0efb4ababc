// The HTTP front: faults for service paths (before the handler, and lost answers after a write's handler),
// routing, JSON bodies, and one error body for everything that goes wrong.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isDataWrite, type FaultSwitches } from '../control/fault-switches';
import { EmulatorError } from '../lib/emulator-error';
import { ODataQueryError } from '../odata';
import type { Reply, Router } from './router';

const MAX_BODY_BYTES = 1024 * 1024;

export function createEmulatorServer(service: Router, control: Router, faults: FaultSwitches): Server {
  return createServer((req, res) => {
    void handle(req, res, service, control, faults);
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  service: Router,
  control: Router,
  faults: FaultSwitches,
) {
  let reply: Reply;
  // Set once a service write reached its handler: from then on its answer may be lost (lostAnswerRate).
  let handledWrite = false;
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const isControl = url.pathname === '/_emulator' || url.pathname.startsWith('/_emulator/');
    if (!isControl && !url.pathname.startsWith('/_doc') && (await faults.apply(req, res))) return;
    const match = (isControl ? control : service).match(req.method ?? 'GET', url.pathname);
    if (!match) throw new EmulatorError(404, 'NOT_FOUND', `No endpoint ${req.method} ${url.pathname}`);
    if ('allowed' in match) {
      throw new EmulatorError(
        405,
        'METHOD_NOT_ALLOWED',
        `${req.method} is not allowed on ${url.pathname}`,
        [],
        {},
        { Allow: match.allowed.join(', ') },
      );
    }
    handledWrite = !isControl && isDataWrite(req.method, url.pathname);
    reply = await match.handler({ req, res, url, params: match.params, body: () => readJson(req) });
  } catch (e) {
    reply = toErrorReply(e);
  }
  if (handledWrite) {
    try {
      if (faults.loseAnswer(req, res)) return;
    } catch (e) {
      reply = toErrorReply(e);
    }
  }
  send(res, reply);
}

export function toErrorReply(e: unknown): Reply {
  if (e instanceof EmulatorError) return { status: e.status, body: e.toBody(), headers: e.headers };
  if (e instanceof ODataQueryError) {
    return toErrorReply(new EmulatorError(400, 'INVALID_QUERY', e.message, [{ field: e.option, message: e.message }]));
  }
  if (e instanceof URIError)
    return toErrorReply(new EmulatorError(400, 'BAD_REQUEST', 'The URL has a malformed percent-encoding'));
  console.error('emulator: unexpected error', e);
  return toErrorReply(new EmulatorError(500, 'INTERNAL_ERROR', 'Internal server error'));
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.headersSent) return;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: string | undefined;
  if (reply.text !== undefined) {
    payload = reply.text;
    headers['Content-Type'] = reply.contentType ?? 'text/plain; charset=utf-8';
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] = reply.contentType ?? 'application/json; charset=utf-8';
  }
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(payload);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new EmulatorError(413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '')
    throw new EmulatorError(400, 'MALFORMED_JSON', 'A JSON request body is required', [
      { field: '', message: 'body is empty' },
    ]);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new EmulatorError(400, 'MALFORMED_JSON', `The request body is not valid JSON: ${(e as Error).message}`, [
      { field: '', message: 'not valid JSON' },
    ]);
  }
}
