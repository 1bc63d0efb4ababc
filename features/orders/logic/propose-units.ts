// The unit and number of units a reservation made from orders starts with. Service units are lengths of time
// (Truck, Pallet, Container); order rows count goods in their own units of measure (PAL, CS, KG). Where a row's
// unit of measure names a service unit, the goods decide the count; otherwise the service's own default holds:
// the first unit, one per order (upstream assumption W3).

export interface UnitProposal {
  unitId: string;
  count: number;
  /**
   * Why, for the planner to check against the rows (the form puts it in words): the quantity of the measures that name
   * the unit, or, when none does, one of the first unit per order.
   */
  basis: { kind: 'rows'; quantity: number; measures: string[] } | { kind: 'perOrder'; unitName: string };
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** "PAL" names "Pallet" and "Pallets" names "pallet": one is the start of the other, three letters at least. */
function names(measure: string, unitName: string): boolean {
  const [a, b] = [letters(measure), letters(unitName)];
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

export function proposeUnits(
  orders: readonly { byUnit: Record<string, number> }[],
  units: readonly { id: string; name: string }[],
): UnitProposal | null {
  const first = units[0];
  if (!first) return null;
  const totals = new Map<string, number>();
  for (const order of orders)
    for (const [measure, quantity] of Object.entries(order.byUnit))
      totals.set(measure, (totals.get(measure) ?? 0) + quantity);
  for (const unit of units) {
    const matched = [...totals].filter(([measure, quantity]) => quantity > 0 && names(measure, unit.name));
    if (matched.length === 0) continue;
    const quantity = matched.reduce((sum, [, q]) => sum + q, 0);
    return {
      unitId: unit.id,
      count: Math.max(1, Math.ceil(quantity)),
      basis: { kind: 'rows', quantity, measures: matched.map(([m]) => m) },
    };
  }
  const count = Math.max(1, orders.length);
  return { unitId: first.id, count, basis: { kind: 'perOrder', unitName: first.name } };
}
