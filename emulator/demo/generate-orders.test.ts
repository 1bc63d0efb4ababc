import { describe, expect, it } from 'vitest';
import { EmulatorState } from '../store/emulator-state';
import { generateDemoData } from './generate-demo-data';
import { replaceOrders } from './generate-orders';

describe('replaceOrders', () => {
  it('replaces the order book with exactly the orders asked for, the cart share spread through it', () => {
    const state = new EmulatorState();
    state.load(generateDemoData(3, Date.UTC(2026, 10, 23)));
    const result = replaceOrders(state, { total: 1000, inCart: 200, seed: 1, now: Date.UTC(2026, 10, 23) });
    const orders = [...state.orders.values()];
    expect(result).toMatchObject({ orders: 1000, inCart: 200 });
    expect(orders.filter((o) => !o.ExistsInReservation)).toHaveLength(200);
    expect(new Set(orders.map((o) => o.OrderNumber)).size).toBe(1000);
    // Every row belongs to an order; every order has one to four.
    const perOrder = new Map<string, number>();
    for (const row of state.orderRows.values()) perOrder.set(row.OrderId, (perOrder.get(row.OrderId) ?? 0) + 1);
    expect(perOrder.size).toBe(1000);
    expect([...perOrder.values()].every((n) => n >= 1 && n <= 4)).toBe(true);
    expect(result.rows).toBe(state.orderRows.size);
    // Orders in reservations point at reservations the site holds; the cart ones are in every tenth of the book.
    expect(
      orders
        .filter((o) => o.ExistsInReservation)
        .every((o) => o.ReservationId && state.reservations.get(o.ReservationId)),
    ).toBe(true);
    for (let tenth = 0; tenth < 10; tenth++)
      expect(orders.slice(tenth * 100, tenth * 100 + 100).filter((o) => !o.ExistsInReservation)).toHaveLength(20);
  });
});
