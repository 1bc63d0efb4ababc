// Public entry of lib/downloads: the bounds every file download keeps (how many are built at once per process, how
// long one may take) and its streamed body.
export {
  EXPORT_LIMITS,
  EXPORT_RETRY_AFTER_SECONDS,
  runningExports,
  takeExportSlot,
  type ExportKind,
  type ExportSlot,
} from './take-export-slot';
export { EXPORT_TIME_LIMIT_MS, streamDownload, writeText } from './stream-download';
