// Entry point of `npm run emulator`: read the configuration, start the server, flush the snapshot on SIGTERM/SIGINT.
import { buildEmulator } from './build-emulator';
import { parseConfig } from './config';

const config = parseConfig(process.env, process.argv.slice(2));
const emulator = buildEmulator(config);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    emulator.stop();
    process.exit(0);
  });
}

emulator
  .start()
  .then(() => {
    console.log(
      `reservation-service emulator on http://${config.host}:${config.port} (tenant ${config.tenant}, data in ` +
        `${config.dataDir}); docs at /_doc`,
    );
  })
  .catch((e: unknown) => {
    console.error('emulator failed to start:', e);
    process.exit(1);
  });
