export { getDb, getDatabase, closeDatabase } from './get-db';
export { openDatabase, type Db, type DatabaseHandle } from './open-database';
export * as schema from './schema';
export { isDataRefusal } from './is-data-refusal';
