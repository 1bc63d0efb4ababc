// Public entry of gate for pages, routes and other features (browser-safe; the server side is ./server).
// The gate view: today's arrivals and departures by section, for the gate desk and the wall screen.
export {
  buildGateBoard,
  classifyGateRow,
  describeArrival,
  EXPECTED_WITHIN_MS,
  GATE_SECTIONS,
  gateWindow,
  type GateRow,
  type GateSection,
  type GateWindow,
} from './logic/classify-gate';
export { GateBoard } from './client/gate-board';
