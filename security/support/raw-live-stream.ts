import net from 'node:net';
import { SECURITY_PORT } from './stack';

// /api/live over a bare socket: the client decides when (and whether) to read, as a stalled browser or a script
// that opens streams and never reads them does. fetch cannot: it keeps reading into its own buffers.

export interface RawLiveStream {
  status: number;
  /** The response head, lower-cased header names. */
  headers: Record<string, string>;
  /** The body as far as read (HTTP chunked framing included). */
  body(): string;
  /** Starts reading again (the stream was paused right after its head). */
  resume(): void;
  /** Whether the server has closed the connection (seen only while reading). */
  closed(): boolean;
  destroy(): void;
}

/**
 * Opens /api/live with `cookie`. A 200 is paused right after its head unless `read`; any other answer is read to
 * its end (Content-Length) and the socket closed.
 */
export function openRawLiveStream(cookie: string, tab: string, { read = false } = {}): Promise<RawLiveStream> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(SECURITY_PORT, '127.0.0.1');
    let text = '';
    let closed = false;
    let head: { status: number; headers: Record<string, string>; end: number } | undefined;
    let stream: RawLiveStream | undefined;

    const settle = () => {
      if (stream || !head) return;
      const { status, headers, end } = head;
      stream = {
        status,
        headers,
        body: () => text.slice(end + 4),
        resume: () => socket.resume(),
        closed: () => closed,
        destroy: () => socket.destroy(),
      };
      if (status !== 200) socket.destroy();
      else if (!read) socket.pause();
      resolve(stream);
    };

    socket.setEncoding('latin1');
    socket.on('error', (error) => {
      if (!head) reject(error);
    });
    socket.on('close', () => {
      closed = true;
      if (head) settle();
      else
        reject(new Error(`the server closed the connection before answering: ${JSON.stringify(text.slice(0, 200))}`));
    });
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!head) {
        const end = text.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        head = { status: Number(statusLine!.split(' ')[1]), headers, end };
      }
      if (stream) return;
      // A refusal is read to its end (by length, or the chunked terminator) before it is handed over.
      const body = text.slice(head.end + 4);
      const length = head.headers['content-length'];
      const complete =
        head.status === 200 || (length !== undefined ? body.length >= Number(length) : body.endsWith('0\r\n\r\n'));
      if (complete) settle();
    });
    socket.write(
      `GET /api/live?tab=${tab} HTTP/1.1\r\nHost: 127.0.0.1:${SECURITY_PORT}\r\nAccept: ` +
        `text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
    );
  });
}

/** A body without HTTP/1.1 chunked framing (as sent with Transfer-Encoding: chunked). */
export function unchunked(stream: RawLiveStream): string {
  const body = stream.body();
  if (stream.headers['transfer-encoding'] !== 'chunked') return body;
  let out = '';
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return out;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!size) return out;
    out += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}
