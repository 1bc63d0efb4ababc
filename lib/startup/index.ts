// Public entry of lib/startup: what instrumentation.ts starts in the Node.js server process.
export { startServer } from './start-server';
