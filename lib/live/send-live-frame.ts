import 'server-only';
import { encodeFrame } from './open-live-stream';
import { receivers } from './stream-registry';

/**
 * Writes one event to every open stream of this process. `origin` is the author's (tab-origin.ts): each stream is
 * told `own: true` when it is its own tab's, never the origin itself. Each frame is encoded once and its bytes
 * shared by every stream that queues it.
 */
export function sendLiveFrame(event: string, data: Record<string, unknown>, origin?: string): void {
  let own: Uint8Array | undefined;
  let other: Uint8Array | undefined;
  for (const receiver of receivers()) {
    const mine = origin !== undefined && receiver.origin === origin;
    receiver.write(
      mine
        ? (own ??= encodeFrame(event, { ...data, own: true }))
        : (other ??= encodeFrame(event, { ...data, own: false })),
    );
  }
}
