import { sql } from 'drizzle-orm';

/** A list of ids as one uuid[] parameter: `id = any(...)` with any number of ids in one statement. */
export const uuidList = (ids: string[]) => sql`${sql.param(`{${ids.join(',')}}`)}::uuid[]`;
