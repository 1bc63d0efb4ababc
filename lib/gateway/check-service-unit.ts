// "Does this unit id exist at the service?", for a unit an admin adds by id.
import 'server-only';
import type { Environment, UnitCheck } from '@/lib/contracts';
import { openSavedService, readServiceUnits } from './load-service-catalog';

export async function checkServiceUnit(environment: Environment, id: string): Promise<UnitCheck> {
  const { client, connection } = await openSavedService(environment);
  const units = await readServiceUnits(client, connection);
  if (units === null) {
    return {
      id,
      outcome: 'not_checkable',
      name: null,
      message:
        'This cannot be checked: the service offers no list of units. ' +
        'The service checks the id itself at the first booking with this unit.',
    };
  }
  const found = units.find((u) => u.id.toLowerCase() === id.toLowerCase());
  return found
    ? { id, outcome: 'exists', name: found.name, message: `The service knows this unit: ${found.name}.` }
    : {
        id,
        outcome: 'unknown',
        name: null,
        message: 'The service has no unit with this id. Check the id, or pick the unit from the service’s list.',
      };
}
