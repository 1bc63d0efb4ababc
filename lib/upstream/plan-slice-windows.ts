// Where to cut a time slice read before, so that its next read asks every window at once: each window held fewer
// records than a page last time, so each is one call, and the calls run side by side (spec §4.2 pattern 3, narrowing,
// with the narrowing learnt from the last read instead of found by halving). A window that has grown past a page since
// is continued by its own walk; the plan only decides the order of work, never what is read.

/**
 * Cut instants (epoch ms, ascending) after which each window holds at most `every` of these starts, from the starts of
 * a slice's records (epoch ms, ascending). An instant holding more than `every` records gets a window of its own.
 */
export function planCuts(starts: readonly number[], every: number): number[] {
  const cuts: number[] = [];
  let begin = 0;
  while (starts.length - begin > every) {
    let next = begin + every;
    // An instant filling the whole window: the window takes all of it, and the cut goes after it.
    while (next < starts.length && starts[next] === starts[begin]) next++;
    if (next >= starts.length) break;
    const at = starts[next]!;
    cuts.push(at);
    // The next window starts with the first record at the cut (records sharing its start go together).
    while (next > begin && starts[next - 1] === at) next--;
    begin = next;
  }
  return cuts;
}

/** The windows [from, cut₁), [cut₁, cut₂) … [cutₙ, to); cuts outside (from, to) or out of order are left out. */
export function windowsAt(from: Date, to: Date, cuts: readonly number[]): { from: Date; to: Date }[] {
  const windows: { from: Date; to: Date }[] = [];
  let start = from;
  for (const cut of cuts) {
    if (cut <= start.getTime() || cut >= to.getTime()) continue;
    const end = new Date(cut);
    windows.push({ from: start, to: end });
    start = end;
  }
  windows.push({ from: start, to });
  return windows;
}
