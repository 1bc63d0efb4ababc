// Runs once when the server starts: validate the environment, migrate the database, create the first users.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./instrumentation-node');
  await startServer();
}
