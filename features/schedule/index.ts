// Public entry of schedule for pages, routes and other features (browser-safe; the server side is ./server).
// The schedule: the ramp × time grid, its toolbar, drag and keyboard, and the pure grid maths.
export { buildTimeAxis, bucketIndexAt, type TimeAxis, type TimeBucket } from './logic/time-axis';
export {
  BUCKET_WIDTH_PX,
  ROW_HEIGHT_PX,
  WEEK_BUCKET_WIDTH_PX,
  axisWidth,
  bucketWidthOf,
  layoutBlock,
  pxPerMinute,
  utcAtX,
  xOf,
  type BlockBox,
} from './logic/layout-blocks';
export { chunkBlocks, isChunkInSpan, type BlockChunk } from './logic/chunk-blocks';
export { fitText } from './logic/fit-text';
export {
  computeVisibleWindow,
  isInTimeWindow,
  rowAtY,
  rowOffsets,
  type Viewport,
  type VisibleWindow,
} from './logic/virtual-window';
export { countBusyRamps, measureUtilisation } from './logic/measure-occupancy';
export { focusBucket, moveFocus, type GridFocus, type NavBlock, type NavKey, type NavModel } from './logic/move-focus';
export {
  approvalTone,
  describeReservation,
  LIFECYCLE_BADGE_KEYS,
  lifecycleBadges,
  type ApprovalTone,
  type LifecycleBadge,
} from './logic/describe-reservation';
export { chooseBranch } from './logic/choose-branch';
export { firstGridRangePath, ZONE_COOKIE } from './logic/locate-grid-range';
export { ScheduleBoard } from './client/schedule-board';
export { GridSkeleton } from './client/grid-skeleton';
