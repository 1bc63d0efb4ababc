// Companies (suppliers and carriers), searchable by name.
import { route } from '@/lib/api/route';
import { ZCompaniesQuery } from '@/lib/schemas/orders';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', query: ZCompaniesQuery }, async ({ query }) => ({ companies: await (await upstream()).listCompanies(query.search) }));
