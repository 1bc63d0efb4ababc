// Files whose words are not translated yet: the lint rule slotboard/no-literal-ui-text (lint-rules/) skips them.
// Translating a file (docs/conventions.md, "Languages"): move its words into messages/en.json and messages/cs.json,
// render them with useTranslations/getTranslations, show errors with useErrorMessage, then delete its line here.
// test/i18n-lint.test.ts fails for a line whose file no longer exists or has nothing left to translate, so the
// list only shrinks. The rule sees JSX text and text props; words kept in other constants (label tables, notices,
// zod messages) are the translator's to find in the same file. Empty, this list and its import go.
export const I18N_PENDING = [
  // app/
  'app/(dashboard)/admin/activity/page.tsx',
  'app/(dashboard)/admin/api-calls/page.tsx',
  'app/(dashboard)/admin/connection/page.tsx',
  'app/(dashboard)/admin/page.tsx',
  'app/(dashboard)/admin/sync/page.tsx',
  'app/(dashboard)/admin/users/page.tsx',
  'app/(dashboard)/admin/webhooks/page.tsx',
  // components/admin/
  'components/admin/activity-filters.tsx',
  'components/admin/activity-log.tsx',
  'components/admin/activity-table.tsx',
  'components/admin/add-user-form.tsx',
  'components/admin/branch-time-zones.tsx',
  'components/admin/connection-admin.tsx',
  'components/admin/connection-form.tsx',
  'components/admin/rename-user-dialog.tsx',
  'components/admin/reset-password-dialog.tsx',
  'components/admin/sync-admin.tsx',
  'components/admin/unit-picker.tsx',
  'components/admin/upstream-calls-table.tsx',
  'components/admin/user-form-dialog.tsx',
  'components/admin/users-admin.tsx',
  'components/admin/webhooks-activity.tsx',
  'components/admin/webhooks-admin.tsx',
  'components/admin/webhooks-event-row.tsx',
  'components/admin/webhooks-inbox.tsx',
  'components/admin/webhooks-receiver.tsx',
];
