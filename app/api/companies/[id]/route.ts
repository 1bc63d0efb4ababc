// One company: change, delete (the service refuses to delete one that orders still name).
import { route } from '@/lib/api';
import { ZCompanyUpdate, ZIdParams, type CompanyAnswer } from '@/lib/contracts';
import { deleteCompany, updateCompany } from '@/features/orders/server';

export const PATCH = route(
  { role: 'planner', params: ZIdParams, body: ZCompanyUpdate },
  async ({ params, body }) =>
    ({
      company: await updateCompany(params.id, body),
    }) satisfies CompanyAnswer,
);

export const DELETE = route({ role: 'planner', params: ZIdParams }, async ({ params }) => {
  await deleteCompany(params.id);
});
