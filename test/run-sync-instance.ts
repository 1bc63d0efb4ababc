// A Slotboard instance reduced to what the sync needs, for tests that run two on one database: its scheduler, and
// "Sync now" over HTTP (what POST /api/admin/sync calls). Run with
// `node --conditions=react-server --import tsx test/run-sync-instance.ts`; PORT and the app's environment as usual.
import http from 'node:http';

async function main() {
  const sync = await import('@/features/sync/server');
  sync.startSyncScheduler();
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/sync-now') {
      sync.requestSync(null).then(
        (r) => answer(202, { ...r, instance: sync.instanceId() }),
        (error: Error) => answer(500, { error: error.message }),
      );
    } else answer(200, { instance: sync.instanceId() });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`ready ${sync.instanceId()}`));
}

void main();
