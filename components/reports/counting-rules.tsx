// "How these are counted": the plan's definitions in plain words, next to the figures they define.

export function PunctualityRules({ toleranceMinutes }: { toleranceMinutes: number }) {
  return (
    <details className="rounded-md border border-zinc-200 bg-white px-4 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="cursor-pointer font-medium">How these are counted</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-zinc-700 dark:text-zinc-300">
        <li>
          A reservation is in the report when its slot starts on one of the days chosen (in the branch office’s time zone) at this branch office, and it is
          neither deleted nor gone from its day at the service.
        </li>
        <li>
          <strong>Delay</strong> is the gate arrival minus the slot start, in minutes; a negative delay is early.
        </li>
        <li>
          <strong>On time</strong>: arrived at most {toleranceMinutes} min before or after the slot start. <strong>Early</strong>: more than{' '}
          {toleranceMinutes} min before. <strong>Late</strong>: more than {toleranceMinutes} min after.
        </li>
        <li>
          <strong>No-show</strong>: the service marked the carrier as not arrived, or the slot was approved, has ended and no arrival was recorded.
        </li>
        <li>
          <strong>Still open</strong>: approved, no arrival yet, and the slot has not ended. <strong>Not approved</strong>: pending or rejected and no
          arrival; neither counts for or against the carrier.
        </li>
        <li>
          <strong>On-time %</strong> is on time divided by on time, early, late and no-shows together.
        </li>
        <li>
          <strong>Median</strong> and <strong>P90</strong> delay are taken over the trucks that arrived (P90: nine in ten came no later than this).
        </li>
        <li>
          <strong>Dwell</strong> is arrival to departure at the gate. <strong>Turnaround</strong> is from when the truck was both there and due (the
          later of arrival and slot start) to departure: the warehouse’s own time. Both count only trucks whose departure was recorded.
        </li>
        <li>The weekly trend counts each reservation in the week (Monday to Sunday) of its slot’s local day.</li>
      </ul>
    </details>
  );
}

export function UtilisationRules() {
  return (
    <details className="rounded-md border border-zinc-200 bg-white px-4 py-2 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="cursor-pointer font-medium">How these are counted</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-zinc-700 dark:text-zinc-300">
        <li>Every slot that overlaps the days chosen counts, cut at the range’s first and last local midnight, and split across the hours it spans.</li>
        <li>
          <strong>Booked (plan)</strong>: minutes of approved and pending slots. <strong>On site (actual)</strong>: minutes from a truck’s gate arrival to its
          departure (when no departure was recorded, for as long as its slot lasts), never past now, whatever its slot’s status.
        </li>
        <li>
          <strong>Open</strong>: minutes of the days chosen within the branch office’s opening hours, summed over the days; a night the clocks change has
          one hour fewer or more. The share is booked (or on site) minutes over open minutes, so it can pass 100% when slots lie outside the opening hours.
        </li>
        <li>
          <strong>Busiest hours</strong>: the three local hours with the most booked minutes over all ramps.
        </li>
      </ul>
    </details>
  );
}
