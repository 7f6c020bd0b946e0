// The page's frame decoder. The protocol lets a frame hold up to LIMITS.frameOperations (64 Mi)
// operations — what a 64 MiB message can carry — but a page holding that many decoded operations
// (a JavaScript object each) runs out of memory long before. The page caps frames, whole or
// rebuilt, at PAGE_FRAME_OPERATIONS: ten times the largest frame we benchmark (100,000
// operations). A larger frame is refused as a `limit` error, like any malformed message.
import { FrameDecoder } from '../protocol.js';

/** The most operations a frame shown by the page may hold (2^20 = 1,048,576). */
export const PAGE_FRAME_OPERATIONS = 1 << 20;

/** A decoder for one of the page's sessions, capped at PAGE_FRAME_OPERATIONS. */
export function createPageDecoder() {
  return new FrameDecoder({ maxOperations: PAGE_FRAME_OPERATIONS });
}
