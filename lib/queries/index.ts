'use client';

// Public entry of lib/queries: the browser's TanStack Query keys and hooks, one file per resource.
export { catalogKeys, useResources, useUnits, useVehicleTypes } from './catalog';
export { connectionKeys, useActivateEnvironment, useConnectionOverview, useOrderFieldMapping, useSaveConnection, useSaveOrderFieldMapping, useTestConnection } from './connection';
export { serviceCatalogKeys, useCheckServiceUnit, useServiceCatalog } from './service-catalog';
export { acknowledgeChange, flashReservation, noteChangedElsewhere, useChangedElsewhere, useConvertedNotes, dismissConvertedNote, useFlashing, type ConvertedNote, type ElsewhereChange } from './live-marks';
export { useLiveUpdates, type LiveStatus } from './live';
export {
  dropReservationFromCaches,
  loadedReservations,
  putReservationInCaches,
  reservationKeys,
  useCreateReservation,
  usePatchReservation,
  useReservationHistory,
  useReservationRange,
  useUpdateReservation,
  useWholeReservation,
  type SlotChange,
} from './reservations';
export {
  companyKeys,
  orderKeys,
  useCompanies,
  useCreateFromOrders,
  useCreateOrderRow,
  useDeleteCompany,
  useDeleteOrder,
  useDeleteOrderRow,
  useOrderPage,
  useOrderRows,
  useOrderFeatures,
  useOrderRowSummaries,
  useSaveCompany,
  useSaveOrder,
  useUpdateOrderRow,
} from './orders';
export { useUpstreamCalls } from './upstream-calls';
export { useCreateUser, useUpdateUser, userKeys, useUsers } from './users';
export { useSaveSiteLocale, useSetMyLocale } from './me';
export { deletedExportUrl, deletedKeys, useDeletedPage, type DeletedPageQuery } from './deleted';
export { useReplayWebhooks, useWebhookOverview, webhookKeys } from './webhooks';
export { syncKeys, useSaveSyncSettings, useSyncNow, useSyncOverview } from './sync';
export { activityExportUrl, activityKeys, useActivityPage } from './activity';
export { searchKeys, useReservationSearch } from './search';
export { reportExportUrl, reportKeys, usePunctualityDrill, usePunctualityReport, useReportSettings, useSaveReportSettings, useUtilisationReport, type ReportKind } from './reports';
export { ssoKeys, useSaveSsoSettings, useSsoSettings } from './sso';
