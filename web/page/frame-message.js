// The one binary message that carries a frame (docs/session-protocol.md §2.2): a varint byte
// count n, n bytes of UTF-8 JSON — the frame info, with the scene's state when it changed — and
// then the wire-format frame (docs/protocol.md) to the end.

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Splits a frame message.
 * @param {ArrayBuffer} buffer the binary WebSocket message
 * @returns {{info: object, wire: Uint8Array}}
 * @throws {Error} when the length prefix or the info is malformed
 */
export function splitFrameMessage(buffer) {
  const bytes = new Uint8Array(buffer);
  let n = 0;
  let i = 0;
  for (let shift = 0; ; shift += 7) {
    if (i >= bytes.length || shift > 28) throw new Error('malformed frame message: bad info length');
    const b = bytes[i++];
    n += (b & 0x7f) * 2 ** shift;
    if ((b & 0x80) === 0) break;
  }
  if (n > bytes.length - i) throw new Error('malformed frame message: the info runs past the end');
  const info = JSON.parse(utf8.decode(bytes.subarray(i, i + n)));
  if (info === null || typeof info !== 'object') throw new Error('malformed frame message: the info is not an object');
  return { info, wire: bytes.subarray(i + n) };
}

/**
 * Builds a frame message (for tests and tools).
 * @param {object} info the frame info
 * @param {Uint8Array} wire the wire-format frame
 * @returns {ArrayBuffer}
 */
export function joinFrameMessage(info, wire) {
  const text = new TextEncoder().encode(JSON.stringify(info));
  const prefix = [];
  let n = text.length;
  while (n >= 0x80) { prefix.push((n & 0x7f) | 0x80); n = Math.floor(n / 128); }
  prefix.push(n);
  const out = new Uint8Array(prefix.length + text.length + wire.length);
  out.set(prefix);
  out.set(text, prefix.length);
  out.set(wire, prefix.length + text.length);
  return out.buffer;
}
