// A GET that counts the bytes on the wire as they arrive, before decoding, and decodes them as a browser would.
import http from 'node:http';
import zlib from 'node:zlib';

export interface Fetched {
  ms: number;
  firstByteMs: number;
  wire: number;
  encoding: string;
  body: Buffer;
}

/** One GET with the raw bytes counted before decoding. */
export function getCountingBytes(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = NaN;
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        chunks.push(c);
      });
      res.on('end', () => {
        const ms = performance.now() - started;
        if ((res.statusCode ?? 0) >= 400)
          return reject(new Error(`GET ${url}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`));
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'deflate'
                ? zlib.inflateSync(raw)
                : raw;
        resolve({ ms, firstByteMs, wire: raw.length, encoding, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
