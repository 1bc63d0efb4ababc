// Which of the cart's features the connected service's order fields allow, each one off with the fields it misses.
import { route } from '@/lib/api';
import type { OrderFeatures } from '@/lib/contracts';
import { getOrderFeatures } from '@/features/orders/server';

export const GET = route({ role: 'viewer' }, async () => (await getOrderFeatures()) satisfies OrderFeatures);
