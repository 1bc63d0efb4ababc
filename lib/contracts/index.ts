// Public entry of lib/contracts: the shapes the BFF accepts and answers, described once with zod and shared by
// route handlers (parsing, `satisfies`), forms and hooks. Browser-safe: it imports nothing but zod.
export * from './primitives';
export * from './reservations';
export * from './grid-answer';
export { diffGridRows, followGridPlan, gridRowKey } from './diff-grid-rows';
export { groupGridRows, packGridAnswer, streamGridAnswer, type GridAnswerOptions } from './pack-grid-answer';
export {
  createGridAnswerReader,
  unpackGridAnswer,
  type GridAnswerReader,
  type HeldGridAnswer,
} from './unpack-grid-answer';
export { toGridReservation } from './to-grid-reservation';
export * from './catalog';
export * from './orders';
export * from './connection';
export * from './users';
export * from './roles';
export * from './locales';
export { diffRecords, isOlder, type FieldChange } from './diff-records';
export { auditChanges, SECRET_CHANGED, type AuditChange, type AuditChanges } from './audit-changes';
export { nameBranch } from './name-branch';
export {
  declaredIssueTexts,
  issueText,
  issueTextOf,
  type IssueKey,
  type IssueText,
  type IssueValues,
} from './issue-text';
export * from './sso';
export * from './order-fields';
export {
  dayPlanUrl,
  formatScheduleUrl,
  parseScheduleUrl,
  type ScheduleUrlState,
  type ScheduleView,
  type ZoomMinutes,
} from './schedule-url';
export { groupRamps, type BranchGroup, type RampLike } from './group-ramps';
export { atLeast, atMost, atMostCharacters, mustBeNumber, mustBeWholeNumber, oneOf, orMore } from './issue-text';
export { gridRangePath } from './grid-range-path';
