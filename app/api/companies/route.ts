// Companies (suppliers and carriers), searchable by name, and adding one.
import { route } from '@/lib/api';
import { ZCompaniesQuery, ZCompanyCreate, type CompanyAnswer, type CompanyList } from '@/lib/contracts';
import { createCompany, listCompanies } from '@/features/orders/server';

export const GET = route(
  { role: 'viewer', query: ZCompaniesQuery },
  async ({ query }) => ({ companies: await listCompanies(query.search) }) satisfies CompanyList,
);

export const POST = route(
  { role: 'planner', body: ZCompanyCreate, status: 201 },
  async ({ body }) => ({ company: await createCompany(body) }) satisfies CompanyAnswer,
);
