// Files whose words are not translated yet: the lint rule slotboard/no-literal-ui-text (lint-rules/) skips them.
// Translating a file (docs/conventions.md, "Languages"): move its words into messages/en.json and messages/cs.json,
// render them with useTranslations/getTranslations, show errors with useErrorMessage, then delete its line here.
// test/i18n-lint.test.ts fails for a line whose file no longer exists or has nothing left to translate, so the
// list only shrinks. The rule sees JSX text and text props; words kept in other constants (label tables, notices,
// zod messages) are the translator's to find in the same file. Empty, this list and its import go.
export const I18N_PENDING = [
  // app/
  'app/(dashboard)/deleted/page.tsx',
  'app/(dashboard)/gate/page.tsx',
  'app/(dashboard)/orders/companies/page.tsx',
  'app/(dashboard)/orders/page.tsx',
  'app/(dashboard)/reports/page.tsx',
  'app/(dashboard)/schedule/page.tsx',
  'app/(dashboard)/search/page.tsx',
  'app/(print)/schedule/print/page.tsx',
  'app/(wall)/gate/wall/page.tsx',
  // components/deleted/
  'components/deleted/deleted-audit.tsx',
  'components/deleted/deleted-panel.tsx',
  'components/deleted/deleted-table.tsx',
  'components/deleted/deleted-toolbar.tsx',
  // components/gate/
  'components/gate/gate-board.tsx',
  'components/gate/gate-section-table.tsx',
  // components/orders/
  'components/orders/company-form.tsx',
  'components/orders/company-list.tsx',
  'components/orders/convert-orders-form.tsx',
  'components/orders/converted-notes.tsx',
  'components/orders/entity-form.tsx',
  'components/orders/order-cart-toolbar.tsx',
  'components/orders/order-cart.tsx',
  'components/orders/order-form.tsx',
  'components/orders/order-panel.tsx',
  'components/orders/order-rows.tsx',
  'components/orders/order-table-head.tsx',
  'components/orders/use-confirmed-delete.tsx',
  // components/print/
  'components/print/print-toolbar.tsx',
  // components/reports/
  'components/reports/chart-frame.tsx',
  'components/reports/counting-rules.tsx',
  'components/reports/delay-chart.tsx',
  'components/reports/export-links.tsx',
  'components/reports/on-time-trend-chart.tsx',
  'components/reports/punctuality-drill.tsx',
  'components/reports/punctuality-table.tsx',
  'components/reports/report-settings.tsx',
  'components/reports/reports-board.tsx',
  'components/reports/utilisation-heat-map.tsx',
  'components/reports/utilisation-section.tsx',
  // components/schedule-grid/
  'components/schedule-grid/drag-ghost.tsx',
  'components/schedule-grid/free-slot-picker.tsx',
  'components/schedule-grid/grid-canvas.tsx',
  'components/schedule-grid/grid-header.tsx',
  'components/schedule-grid/grid-skeleton.tsx',
  'components/schedule-grid/note-form.tsx',
  'components/schedule-grid/ramp-row.tsx',
  'components/schedule-grid/reservation-details.tsx',
  'components/schedule-grid/reservation-form.tsx',
  'components/schedule-grid/reservation-history.tsx',
  'components/schedule-grid/reservation-panel.tsx',
  'components/schedule-grid/schedule-board.tsx',
  'components/schedule-grid/schedule-toolbar.tsx',
  'components/schedule-grid/status-legend.tsx',
  'components/schedule-grid/use-slot-changes.ts',
  // components/search/
  'components/search/hit-summary.tsx',
  'components/search/search-box.tsx',
  'components/search/search-results.tsx',
  // components/sync/
  'components/sync/incomplete-mirror-notice.tsx',
];
