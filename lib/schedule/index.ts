// Pure logic of the schedule grid: time axis, layout, virtualisation, occupancy, clashes, snapping, keyboard model; the printed day plan.
// Words it writes come from the messages, through a translator the caller hands in (translate.ts).
export { buildTimeAxis, bucketIndexAt, fromLocalInput, localDateOf, localMidnightUtc, localTimeOf, shiftDate, toLocalInput, weekStartOf } from './time-axis';
export type { ScheduleView, TimeAxis, TimeBucket, ZoomMinutes } from './time-axis';
export { BUCKET_WIDTH_PX, ROW_HEIGHT_PX, WEEK_BUCKET_WIDTH_PX, axisWidth, bucketWidthOf, layoutBlock, pxPerMinute, utcAtX, xOf, type BlockBox } from './layout-blocks';
export { chunkBlocks, isChunkInSpan, type BlockChunk } from './chunk-blocks';
export { fitText } from './fit-text';
export { computeVisibleWindow, isInTimeWindow, rowAtY, rowOffsets, type Viewport, type VisibleWindow } from './virtual-window';
export { findClash, findOverlaps, type Slot } from './find-overlaps';
export { learnUnitMinutes, pickUnitForDuration, snapToStep, unitsForDuration } from './snap-time';
export { countBusyRamps, measureUtilisation } from './measure-occupancy';
export { focusBucket, moveFocus, type GridFocus, type NavBlock, type NavKey, type NavModel } from './move-focus';
export { approvalTone, describeReservation, LIFECYCLE_BADGE_KEYS, lifecycleBadges, type ApprovalTone, type LifecycleBadge } from './describe-reservation';
export { dayPlanUrl, formatScheduleUrl, parseScheduleUrl, type ScheduleUrlState } from './schedule-url';
export { chooseBranch } from './choose-branch';
export { groupRamps, nameBranch, type BranchGroup, type RampLike } from './group-ramps';
export { findFreeSlots, learnWorkingHours, type FreeSlot } from './find-free-slots';
export { proposeUnits, type UnitProposal } from './propose-units';
export { buildGateBoard, classifyGateRow, describeArrival, EXPECTED_WITHIN_MS, formatDuration, GATE_SECTIONS, gateWindow, type GateRow, type GateSection, type GateWindow } from './classify-gate';
export { DAY_PLAN_DEFAULT_HOURS, DAY_PLAN_NO_STATUS, layOutDayPlanSheet, type DayPlanItem, type DayPlanRow, type DayPlanSheet } from './lay-out-day-plan';
export { DAY_PLAN_CSS, DAY_PLAN_PAGE, escapeHtml, formatDay, formatPrintedAt, renderDayPlanDocument, renderDayPlanHtml } from './render-day-plan-html';
export { DAY_PLAN_MIN_SCALE, fitDayPlanSheets } from './fit-day-plan-sheets';
export { dayPlanKit } from './day-plan-kit';
export { formatLocalStamp } from './format-local';
export { firstGridRangePath, gridRangePath, ZONE_COOKIE } from './locate-grid-range';
export type { Translate, Words } from './translate';
