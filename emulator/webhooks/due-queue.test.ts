import { describe, expect, it } from 'vitest';
import { DueQueue } from './due-queue';

const job = (name: string, dueAt: number) => ({ name, dueAt });
const always = () => true;

describe('DueQueue', () => {
  it('gives jobs due by now, earliest first and in push order on ties, and nothing not yet due', () => {
    const q = new DueQueue<{ name: string; dueAt: number }>();
    for (const j of [job('c', 30), job('a1', 10), job('later', 100), job('a2', 10), job('b', 20)]) q.push(j);
    const out: string[] = [];
    for (let j = q.popDue(50, always); j; j = q.popDue(50, always)) out.push(j.name);
    expect(out).toEqual(['a1', 'a2', 'b', 'c']);
    expect(q.popDue(99, always)).toBeUndefined();
    expect(q.popDue(100, always)?.name).toBe('later');
    expect(q.size).toBe(0);
  });

  it('skips entries whose job moved to another due time or is no longer live', () => {
    const q = new DueQueue<{ name: string; dueAt: number }>();
    const moved = job('moved', 10);
    const gone = job('gone', 5);
    q.push(moved);
    q.push(gone);
    q.push(job('next', 20));
    moved.dueAt = 40;
    q.push(moved);
    const live = (j: { name: string }) => j !== gone;
    expect(q.popDue(30, live)?.name).toBe('next');
    expect(q.popDue(30, live)).toBeUndefined();
    expect(q.popDue(40, live)).toBe(moved);
    expect(q.size).toBe(0);
  });

  it('stays in order over many random pushes', () => {
    const q = new DueQueue<{ name: string; dueAt: number }>();
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const jobs = Array.from({ length: 2000 }, (_, i) => job(String(i), Math.floor(rand() * 500)));
    for (const j of jobs) q.push(j);
    const out: number[] = [];
    for (let j = q.popDue(1000, always); j; j = q.popDue(1000, always)) out.push(j.dueAt);
    expect(out).toEqual(jobs.map((j) => j.dueAt).sort((a, b) => a - b));
  });
});
