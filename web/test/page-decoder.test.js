// The page's decoder cap (web/page/frame-decoder.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIMITS, ProtocolError } from '../protocol.js';
import { PAGE_FRAME_OPERATIONS, createPageDecoder } from '../page/frame-decoder.js';

/** LEB128 bytes of `n`. */
function varint(n) {
  const bytes = [];
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    bytes.push(byte);
  } while (n > 0);
  return bytes;
}

// A whole frame (version 3, reset flag, sequence 0, 1 × 1 points) declaring `count` operations.
const header = [0x5a, 0x46, 0x03, 0x01, 0x00, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0];
const whole = (count, ops = []) => Uint8Array.from([...header, ...varint(count), ...ops]);

test('the page caps frames far below the protocol limit', () => {
  assert.equal(PAGE_FRAME_OPERATIONS, 1 << 20);
  assert.ok(PAGE_FRAME_OPERATIONS < LIMITS.frameOperations);
});

test('a frame declaring one operation more than the page cap is refused before it is read', () => {
  assert.throws(() => createPageDecoder().decode(whole(PAGE_FRAME_OPERATIONS + 1)),
    (e) => e instanceof ProtocolError && e.code === 'limit' && e.offset === header.length, 'refused at the count');
});

test('frames within the cap decode', () => {
  const frame = createPageDecoder().decode(whole(3, [0x00, 0x00, 0x01]));
  assert.deepEqual(frame.operations.map((op) => op.op), ['save', 'save', 'restore']);
});
