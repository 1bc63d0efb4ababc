// The floor of an HTTP answer on this machine: node:http with nothing behind it, in a process of its own (as the
// dashboard is), reading each request's body and answering a small JSON. What a route on the dashboard cannot beat
// under the same load generator, so a latency target below it is out of reach for any route, not for one route.
import { spawn } from 'node:child_process';
import { processCpuMs, stopGroup } from './start-dashboard';

const SERVER = `
const http = require('node:http');
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end('{"received":true}'); });
}).listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

export async function startBareHttpServer(
  port: number,
): Promise<{ url: string; cpuMs: () => number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SERVER, String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare HTTP server exited with code ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, cpuMs: () => processCpuMs(child.pid!), stop: () => stopGroup(child) };
}
