// Every table and enum of the database, one file per area. drizzle.config.ts and open-database.ts read this file.
export * from './schema-accounts';
export * from './schema-connections';
export * from './schema-mirror';
export * from './schema-inbox';
