// Live streams as browsers hold them: GET /api/live with a signed-in user's cookie, every frame noted with its arrival
// time, and, like EventSource, a new connection after the server's `retry:` delay whenever one ends or is refused.
import http from 'node:http';

/** What the checks need of a frame, not the frame: fifty streams of thousands of whole reservations would not fit. */
export interface Frame {
  event: string;
  /** The reservation's id (lower case) of `reservation` frames. */
  id?: string;
  /** n of a Note `load-<n>` the frame's reservation carries. */
  loadNote?: number;
  at: number;
}

export interface LiveStream {
  index: number;
  frames: Frame[];
  /** When a connection ended or was refused, and when the next one was ready again (null while it is not). */
  reconnects: { lostAt: number; readyAt: number | null }[];
  /** Whether a connection is open and has said `ready`. */
  ready: boolean;
}

export interface StreamPool {
  streams: LiveStream[];
  /** Resolves once every stream has said `ready` at least once. */
  ready(timeoutMs: number): Promise<void>;
  close(): void;
}

const DEFAULT_RETRY_MS = 3_000;

export function openStreams(baseUrl: string, cookies: string[], count: number): StreamPool {
  const url = new URL('/api/live', baseUrl);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let closed = false;
  const requests = new Set<http.ClientRequest>();
  const streams: LiveStream[] = Array.from({ length: count }, (_, index) => ({
    index,
    frames: [],
    reconnects: [],
    ready: false,
  }));

  const connect = (stream: LiveStream, cookie: string) => {
    if (closed) return;
    let retryMs = DEFAULT_RETRY_MS;
    let lost = false;
    const lose = () => {
      if (lost || closed) return;
      lost = true;
      stream.ready = false;
      const open = stream.reconnects.at(-1);
      if (!open || open.readyAt !== null) stream.reconnects.push({ lostAt: Date.now(), readyAt: null });
      setTimeout(() => connect(stream, cookie), retryMs).unref();
    };
    const req = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return lose();
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame = parseBlock(block);
          if (frame.retry !== undefined) retryMs = frame.retry;
          if (!frame.event) continue;
          const at = Date.now();
          stream.frames.push({ event: frame.event, ...frame.subject, at });
          if (frame.event === 'ready') {
            stream.ready = true;
            const open = stream.reconnects.at(-1);
            if (open && open.readyAt === null) open.readyAt = at;
          }
        }
      });
      res.on('end', lose);
      res.on('error', lose);
      res.on('close', lose);
    });
    requests.add(req);
    req.on('error', lose);
    req.on('close', () => requests.delete(req));
  };

  streams.forEach((stream, i) => connect(stream, cookies[i % cookies.length]!));
  return {
    streams,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (streams.some((s) => !s.ready)) {
        if (Date.now() > deadline)
          throw new Error(
            `live streams not ready after ${timeoutMs / 1000} s: ${streams
              .filter((s) => !s.ready)
              .map((s) => s.index)
              .join(', ')}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close() {
      closed = true;
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}

const ID = /^\{"id":"([^"]+)"/;
const LOAD_NOTE = /"Note":"load-(\d+)"/;

// Read with two patterns, not JSON.parse: the suite's own CPU must stay small beside the servers it measures.
function parseBlock(block: string): { event?: string; subject: { id?: string; loadNote?: number }; retry?: number } {
  let event: string | undefined;
  let data = '';
  let retry: number | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data += (data ? '\n' : '') + value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  const subject: { id?: string; loadNote?: number } = {};
  if (event === 'reservation' || event === 'reservation-deleted') {
    const id = ID.exec(data)?.[1];
    const note = LOAD_NOTE.exec(data)?.[1];
    if (id) subject.id = id.toLowerCase();
    if (note) subject.loadNote = Number(note);
  }
  return { event, subject, retry };
}
