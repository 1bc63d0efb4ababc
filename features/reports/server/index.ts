// Server entry of reports: what routes, pages and other features' servers call.
import 'server-only';

export { classifyPunctuality, type Punctuality, type PunctualityInput } from './classify-punctuality';
export { openMinutesByHour } from './open-minutes-by-hour';
export { buildPunctualityReport } from './build-punctuality-report';
export { buildUtilisationReport } from './build-utilisation-report';
export { listPunctualityReservations } from './list-punctuality-reservations';
export { readReportSettings, saveReportSettings } from './manage-report-settings';
export { exportReport, MAX_EXPORTED_RESERVATIONS, type ReportFile } from './export-report';
export { sheetLabels } from './sheet-labels';
// The delay buckets for server-side callers outside the app (the punctuality bench runs on the react-server
// conditions, where the browser entry's hooks cannot load).
export { DELAY_BUCKET_MINUTES, DELAY_BUCKETS_FROM, DELAY_BUCKETS_TO } from '../contract';
