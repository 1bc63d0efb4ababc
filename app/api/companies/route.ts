// Companies (suppliers and carriers), searchable by name.
import { route } from '@/lib/api';
import { ZCompaniesQuery, type CompanyList } from '@/lib/contracts';
import { listCompanies } from '@/lib/orders';

export const GET = route({ role: 'viewer', query: ZCompaniesQuery }, async ({ query }) => ({ companies: await listCompanies(query.search) }) satisfies CompanyList);
