// The ground floor: the one error type every layer throws, its code → status table, the body it becomes, and the log
// description of anything unexpected, and the bounded reading of a request body. Imports nothing of the app, so every
// layer may import it.
export { AppError, type FieldIssue } from './app-error';
export { ERROR_STATUS, type ErrorCode } from './error-codes';
export { fieldIssues, toErrorResponse, type ErrorBody } from './error-body';
export { describeErrorForLog } from './describe-error-for-log';
export { readLimitedBody } from './read-limited-body';
