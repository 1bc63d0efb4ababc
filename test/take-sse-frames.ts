/** One Server-Sent Events frame as the tests read it: its event name and its JSON data. */
export interface SseFrame {
  event: string;
  data: Record<string, unknown>;
}

/** The complete frames at the start of `text` (comments and retry lines skipped) and the unfinished rest. */
export function takeSseFrames(text: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  let rest = text;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) frames.push({ event, data: JSON.parse(data) as Record<string, unknown> });
  }
  return { frames, rest };
}
