// Public entry of reports for pages, routes and other features (browser-safe; the server side is ./server).
// Reports: carrier punctuality and dock utilisation over the mirror, with their downloads.
export * from './contract';
export {
  reportExportUrl,
  reportKeys,
  usePunctualityDrill,
  usePunctualityReport,
  useReportSettings,
  useSaveReportSettings,
  useUtilisationReport,
  type ReportKind,
} from './client/queries';
export { ReportsBoard } from './client/reports-board';
export { useReportFormat } from './client/format-report';
