// Decoder for Zoetrope's binary frame format, version 3 (specified in docs/protocol.md); it also
// reads versions 1 (no filters or layers) and 2 (no retained frames).
//
// A decoder holds one session's path cache and string table. Feed it every message of the
// session, in order (also the ones you will not draw: later messages refer to definitions in
// earlier ones). Bad input throws a ProtocolError with a code, a byte offset and a message; it
// never throws anything else and never loops unboundedly. After an error the decoder forgets
// the session and waits for a message with the reset flag.
//
// Decoded frames are plain objects shaped like the canonical JSON form (docs/protocol.md),
// except that `path` is a shared path object { id, verbs: Uint8Array, coords: Float32Array }
// instead of path-data text. A path object stays the same object while its id stays cached,
// so renderers may cache per object (see render.js).
//
// A retained frame (version 3, header flag bit 1) carries an edit script over the previous
// frame's operations: the decoder keeps that frame and returns the whole rebuilt frame, whose
// kept operations are the very objects of the previous one.

export const VERSION = 3;
/** The versions this decoder reads. */
export const READABLE_VERSIONS = Object.freeze([1, 2, 3]);
const RESET = 1;
const RETAINED = 2;
// Edit kinds of a retained frame: how many operations each takes from the previous frame and
// from the message, per unit of its length.
const EDIT_BASE = [1, 1, 0, 1]; // keep, skip, insert, replace
const EDIT_MESSAGE = [0, 0, 1, 1];

export const LIMITS = Object.freeze({
  messageBytes: 64 * 1024 * 1024,
  // Operations of one frame, whole or rebuilt from a retained frame: each takes at least a byte,
  // so a whole frame within the message limit never holds more.
  frameOperations: 64 * 1024 * 1024,
  resourceId: 2 ** 20 - 1,
  cachedPathElements: 8 * 1024 * 1024,
  cachedStringBytes: 16 * 1024 * 1024,
  stringBytes: 1024 * 1024,
  stops: 1024,
  dashes: 64,
  filterRadius: 256,
  layerDepth: 8,
});

/** Path verbs, in the order of their codes. */
export const VERBS = Object.freeze(['M', 'L', 'Q', 'C', 'Z']);
const VERB_COORDS = [2, 2, 4, 6, 0];

const OPS = ['save', 'restore', 'concatenate', 'setTransform', 'clip', 'setOpacity', 'fill', 'stroke', 'text',
  'addFilter', 'resetFilters', 'beginLayer', 'endLayer'];
// Operation kinds of version 1 (the rest came with version 2).
const VERSION_1_OPS = 9;
// Flag bits 4-6 each operation may set.
const ALLOWED_FLAGS = [0, 0, 0b011, 0b011, 0b001, 0, 0b111, 0b110, 0b110, 0b001, 0, 0, 0];
const CAPS = ['butt', 'round', 'square'];
const JOINS = ['miter', 'round', 'bevel'];
const DESIGNS = ['default', 'serif', 'rounded', 'monospaced'];
const ALIGNMENTS = ['leading', 'center', 'trailing'];
const BASELINES = ['alphabetic', 'top', 'middle', 'bottom'];
const HEX = '0123456789ABCDEF';

/** Why a message was rejected: `code` names the kind, `offset` the byte where it was found. */
export class ProtocolError extends Error {
  constructor(code, detail, offset) {
    super(`wire decoding failed at byte ${offset}: ${detail}`);
    this.name = 'ProtocolError';
    this.code = code;
    this.offset = offset;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Bounds-checked little-endian reads over one message. */
class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.offset = 0;
  }

  get remaining() { return this.bytes.length - this.offset; }

  fail(code, detail, offset = this.offset) { return new ProtocolError(code, detail, offset); }

  need(n, what) {
    if (this.remaining < n) throw this.fail('truncated', `message is truncated: it ends while reading ${what}`);
  }

  u8(what) {
    this.need(1, what);
    return this.bytes[this.offset++];
  }

  varint(what) {
    const start = this.offset;
    let result = 0;
    for (let shift = 0; ; shift += 7) {
      const b = this.u8(what);
      if (shift === 28 && b > 0x0f) throw this.fail('varint', `malformed variable-length integer in ${what}`, start);
      result += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) return result;
    }
  }

  /** A count of items that each take at least `minimumBytes` bytes later on. */
  count(what, minimumBytes, limit) {
    const start = this.offset;
    const n = this.varint(what);
    if (n > limit) throw this.fail('limit', `${what} ${n} exceeds the limit ${limit}`, start);
    if (n * minimumBytes > this.remaining) {
      throw this.fail('truncated', `message is truncated: it ends while reading ${what} (${n} promised, ${this.remaining} bytes left)`, start);
    }
    return n;
  }

  f32(what) {
    this.need(4, what);
    const v = this.view.getFloat32(this.offset, true);
    if (!Number.isFinite(v)) throw this.fail('nonFinite', `non-finite number in ${what}`);
    this.offset += 4;
    return v;
  }

  nonNegative(what) {
    const start = this.offset;
    const v = this.f32(what);
    if (v < 0) throw this.fail('value', `invalid ${what} ${v}`, start);
    return v;
  }

  point(what) { return [this.f32(`${what} x`), this.f32(`${what} y`)]; }

  color() {
    this.need(4, 'colour');
    let s = '#';
    for (let i = 0; i < 4; i++) {
      const b = this.bytes[this.offset++];
      s += HEX[b >> 4] + HEX[b & 15];
    }
    return s;
  }
}

/** One session's decoder. */
export class FrameDecoder {
  #paths = [];
  #strings = [];
  #pathElements = 0;
  #stringBytes = 0;
  #expected = null;
  #previous = [];
  #maxOperations;

  /**
   * @param {object} [options]
   * @param {number} [options.maxOperations] the most operations a frame may hold, whole or
   *   rebuilt (at most, and by default, LIMITS.frameOperations): a server cannot grow the frame
   *   the decoder holds without bound by inserting a few operations per message.
   */
  constructor({ maxOperations = LIMITS.frameOperations } = {}) {
    if (!Number.isInteger(maxOperations) || maxOperations < 0 || maxOperations > LIMITS.frameOperations) {
      throw new RangeError(`maxOperations must be an integer within 0…${LIMITS.frameOperations}`);
    }
    this.#maxOperations = maxOperations;
  }

  /** Forgets the session: the next message must carry the reset flag. */
  reset() {
    this.#paths = [];
    this.#strings = [];
    this.#pathElements = 0;
    this.#stringBytes = 0;
    this.#expected = null;
    this.#previous = [];
  }

  /**
   * Decodes the next message of the session.
   * @param {ArrayBuffer|ArrayBufferView} input one complete message
   * @returns {{sequence: number, reset: boolean, retained: boolean, width: number, height: number, operations: object[]}}
   * @throws {ProtocolError}
   */
  decode(input) {
    try {
      return this.#decode(toBytes(input));
    } catch (error) {
      this.reset();
      throw error;
    }
  }

  #decode(bytes) {
    const r = new Reader(bytes);
    if (bytes.length > LIMITS.messageBytes) {
      throw r.fail('tooLarge', `message of ${bytes.length} bytes exceeds the ${LIMITS.messageBytes}-byte limit`, 0);
    }
    r.need(2, 'magic');
    if (r.u8('magic') !== 0x5a || r.u8('magic') !== 0x46) {
      throw r.fail('badMagic', 'not a Zoetrope frame: the message does not start with "ZF"', 0);
    }
    const version = r.u8('version');
    if (!READABLE_VERSIONS.includes(version)) {
      throw r.fail('version', `unsupported wire format version ${version}; this decoder reads versions ${READABLE_VERSIONS.join(', ')}`, 2);
    }
    const flags = r.u8('flags');
    const known = version >= 3 ? RESET | RETAINED : RESET;
    if ((flags & ~known) || flags === (RESET | RETAINED)) throw r.fail('flags', `unknown header flags 0x${flags.toString(16)}`, 3);
    const reset = (flags & RESET) !== 0;
    const retained = (flags & RETAINED) !== 0;
    const sequenceOffset = r.offset;
    const sequence = r.varint('sequence');
    if (reset) {
      this.#paths = [];
      this.#strings = [];
      this.#pathElements = 0;
      this.#stringBytes = 0;
    } else if (this.#expected === null) {
      throw r.fail('missingReset', 'the session has no cache yet: the first message (and the one after an error) must carry the reset flag', 3);
    } else if (sequence !== this.#expected) {
      throw r.fail('sequence', `frame sequence ${sequence} where ${this.#expected} was expected: the path cache is out of step; restart the session`, sequenceOffset);
    }
    const width = r.nonNegative('viewport width');
    const height = r.nonNegative('viewport height');

    const stringCount = r.count('string definition count', 2, LIMITS.resourceId + 1);
    for (let i = 0; i < stringCount; i++) this.#defineString(r);
    const pathCount = r.count('path definition count', 2, LIMITS.resourceId + 1);
    for (let i = 0; i < pathCount; i++) this.#definePath(r);

    const editsOffset = r.offset;
    const edits = retained ? editScript(r) : null;

    const opCount = r.count('operation count', 1, this.#maxOperations);
    let operations = new Array(opCount);
    // A retained frame's layers are counted once the frame is rebuilt.
    const layers = { kinds: version === 1 ? VERSION_1_OPS : OPS.length, depth: 0, checks: !retained };
    for (let i = 0; i < opCount; i++) operations[i] = this.#operation(r, layers);
    if (r.remaining !== 0) throw r.fail('trailing', `${r.remaining} unexpected bytes after the last operation`);
    if (retained) operations = rebuild(r, edits, this.#previous, operations, editsOffset, this.#maxOperations);
    this.#expected = (sequence + 1) % 2 ** 32;
    this.#previous = operations;
    return { sequence, reset, retained, width, height, operations };
  }

  // Ids are dense: a definition uses an id the session holds or the next unused one.
  #resourceId(r, what, next) {
    const start = r.offset;
    const id = r.varint(what);
    if (id > LIMITS.resourceId) throw r.fail('limit', `${what} ${id} exceeds the limit ${LIMITS.resourceId}`, start);
    if (id > next) throw r.fail('limit', `${what} (ids are dense) ${id} exceeds the limit ${next}`, start);
    return id;
  }

  #defineString(r) {
    const id = this.#resourceId(r, 'string id', this.#strings.length);
    const length = r.count('string length', 1, LIMITS.stringBytes);
    const start = r.offset;
    let text;
    try {
      text = utf8.decode(r.bytes.subarray(start, start + length));
    } catch {
      throw r.fail('utf8', 'a string is not valid UTF-8', start);
    }
    r.offset += length;
    const old = this.#strings[id];
    this.#stringBytes += Math.max(length, 1) - (old === undefined ? 0 : Math.max(old.bytes, 1));
    if (this.#stringBytes > LIMITS.cachedStringBytes) {
      throw r.fail('limit', `cached string bytes ${this.#stringBytes} exceeds the limit ${LIMITS.cachedStringBytes}`, start);
    }
    this.#strings[id] = { text, bytes: length };
  }

  #definePath(r) {
    const id = this.#resourceId(r, 'path id', this.#paths.length);
    const count = r.count('path element count', 1, LIMITS.cachedPathElements);
    const start = r.offset;
    const verbs = new Uint8Array(count);
    const coords = [];
    for (let i = 0; i < count; i++) {
      const at = r.offset;
      const verb = r.u8('path verb');
      if (verb > 4) throw r.fail('value', `invalid path verb ${verb}`, at);
      verbs[i] = verb;
      for (let k = 0; k < VERB_COORDS[verb]; k++) coords.push(r.f32(k % 2 ? 'y coordinate' : 'x coordinate'));
    }
    const old = this.#paths[id];
    this.#pathElements += count + 1 - (old === undefined ? 0 : old.verbs.length + 1);
    if (this.#pathElements > LIMITS.cachedPathElements) {
      throw r.fail('limit', `cached path elements ${this.#pathElements} exceeds the limit ${LIMITS.cachedPathElements}`, start);
    }
    this.#paths[id] = { id, verbs, coords: Float32Array.from(coords) };
  }

  #path(r) {
    const start = r.offset;
    const id = r.varint('path id');
    const path = this.#paths[id];
    if (path === undefined) throw r.fail('unknownPath', `reference to path ${id}, which the cache does not hold`, start);
    return path;
  }

  #string(r) {
    const start = r.offset;
    const id = r.varint('string id');
    const entry = this.#strings[id];
    if (entry === undefined) throw r.fail('unknownString', `reference to string ${id}, which the table does not hold`, start);
    return entry.text;
  }

  #operation(r, layers) {
    const start = r.offset;
    const head = r.u8('operation');
    const code = head & 0x0f;
    const flags = (head >> 4) & 0x07;
    if (code >= layers.kinds || (flags & ~ALLOWED_FLAGS[code])) {
      throw r.fail('opcode', `unknown operation byte 0x${head.toString(16)}`, start);
    }
    const op = { op: OPS[code] };
    if (head & 0x80) op.name = this.#string(r);
    const rule = flags & 1 ? 'evenOdd' : 'nonZero';
    const paintKind = flags >> 1;
    switch (op.op) {
      case 'concatenate':
      case 'setTransform': {
        if (flags === 3) throw r.fail('value', 'invalid transform form 3', start);
        let t = [1, 0, 0, 1];
        if (flags === 0) t = [r.f32('transform a'), r.f32('transform b'), r.f32('transform c'), r.f32('transform d')];
        if (flags === 2) { const a = r.f32('transform a'); t = [a, 0, 0, r.f32('transform d')]; }
        op.transform = [...t, r.f32('transform tx'), r.f32('transform ty')];
        break;
      }
      case 'clip':
        op.path = this.#path(r);
        op.rule = rule;
        break;
      case 'setOpacity': {
        const at = r.offset;
        op.opacity = r.f32('opacity');
        if (op.opacity > 1 || op.opacity < 0) throw r.fail('value', `invalid opacity ${op.opacity}`, at);
        break;
      }
      case 'fill':
        op.path = this.#path(r);
        op.paint = paint(r, paintKind);
        op.rule = rule;
        break;
      case 'stroke':
        op.path = this.#path(r);
        op.paint = paint(r, paintKind);
        op.style = strokeStyle(r);
        break;
      case 'text':
        Object.assign(op, textRun(r, this.#string(r)));
        op.paint = paint(r, paintKind);
        break;
      case 'addFilter':
        op.filter = filter(r, flags);
        break;
      case 'beginLayer':
        if (layers.checks && layers.depth >= LIMITS.layerDepth) {
          throw r.fail('limit', `layer depth ${layers.depth + 1} exceeds the limit ${LIMITS.layerDepth}`, start);
        }
        layers.depth++;
        break;
      case 'endLayer':
        layers.depth = Math.max(layers.depth - 1, 0);
        break;
      default:
        break;
    }
    return op;
  }
}

/** A retained frame's edits: [kind, length] pairs, each length ≥ 1. */
function editScript(r) {
  const count = r.count('edit count', 1, LIMITS.messageBytes);
  const edits = [];
  for (let i = 0; i < count; i++) {
    const at = r.offset;
    const v = r.varint('edit');
    const length = Math.floor(v / 4);
    if (length === 0) throw r.fail('value', 'invalid edit length 0', at);
    edits.push([v % 4, length]);
  }
  return edits;
}

/**
 * The whole frame: `previous` edited by `edits`, taking `inserted` in order. Every edit must fit
 * what remains of both, every inserted operation must be used, and the frame must stay within
 * `maxOperations` operations and the layer limit.
 */
function rebuild(r, edits, previous, inserted, offset, maxOperations) {
  const result = [];
  let kept = 0;
  let taken = 0;
  for (const [kind, length] of edits) {
    const fromBase = EDIT_BASE[kind] * length;
    const fromMessage = EDIT_MESSAGE[kind] * length;
    if (fromBase > previous.length - kept) {
      throw r.fail('limit', `operations of the previous frame ${kept + fromBase} exceeds the limit ${previous.length}`, offset);
    }
    if (fromMessage > inserted.length - taken) {
      throw r.fail('limit', `inserted operations ${taken + fromMessage} exceeds the limit ${inserted.length}`, offset);
    }
    const adding = (kind === 0 ? fromBase : 0) + fromMessage;
    if (adding > maxOperations - result.length) {
      throw r.fail('limit', `operations of the rebuilt frame ${result.length + adding} exceeds the limit ${maxOperations}`, offset);
    }
    if (kind === 0) for (let i = kept; i < kept + fromBase; i++) result.push(previous[i]);
    for (let i = taken; i < taken + fromMessage; i++) result.push(inserted[i]);
    kept += fromBase;
    taken += fromMessage;
  }
  if (taken !== inserted.length) throw r.fail('value', `invalid operations the edits leave unused ${inserted.length - taken}`, offset);
  let depth = 0;
  for (const op of result) {
    if (op.op === 'beginLayer' && ++depth > LIMITS.layerDepth) {
      throw r.fail('limit', `layer depth ${depth} exceeds the limit ${LIMITS.layerDepth}`, offset);
    }
    if (op.op === 'endLayer') depth = Math.max(depth - 1, 0);
  }
  return result;
}

function toBytes(input) {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  throw new ProtocolError('input', 'expected an ArrayBuffer or a typed array', 0);
}

function stops(r) {
  const n = r.count('gradient stop count', 8, LIMITS.stops);
  const out = [];
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const at = r.offset;
    const location = r.f32('stop location');
    if (location < previous || location > 1) throw r.fail('value', `invalid stop location (must be sorted in 0…1) ${location}`, at);
    previous = location;
    out.push({ color: r.color(), location });
  }
  return out;
}

function paint(r, kind) {
  switch (kind) {
    case 0: return { type: 'color', color: r.color() };
    case 1: {
      const start = r.point('gradient start');
      const end = r.point('gradient end');
      return { type: 'linearGradient', start, end, stops: stops(r) };
    }
    case 2: {
      const center = r.point('gradient center');
      const startRadius = r.nonNegative('start radius');
      const endRadius = r.nonNegative('end radius');
      return { type: 'radialGradient', center, startRadius, endRadius, stops: stops(r) };
    }
    default: {
      const center = r.point('gradient center');
      const angle = r.f32('conic angle');
      return { type: 'conicGradient', center, angle, stops: stops(r) };
    }
  }
}

function filter(r, kind) {
  const at = r.offset;
  const radius = r.f32('filter radius');
  if (radius < 0 || radius > LIMITS.filterRadius) throw r.fail('value', `invalid filter radius ${radius}`, at);
  if (kind === 1) return { type: 'blur', radius };
  const x = r.f32('shadow x');
  const y = r.f32('shadow y');
  return { type: 'shadow', color: r.color(), radius, x, y };
}

function strokeStyle(r) {
  const width = r.nonNegative('line width');
  const at = r.offset;
  const flags = r.u8('stroke flags');
  const cap = flags & 3;
  const join = (flags >> 2) & 3;
  if (cap > 2 || join > 2 || flags & 0xc0) throw r.fail('value', `invalid stroke flags ${flags}`, at);
  let miterLimit = 10;
  if (flags & 0x10) {
    const m = r.offset;
    miterLimit = r.f32('miter limit');
    if (miterLimit < 1) throw r.fail('value', `invalid miter limit ${miterLimit}`, m);
  }
  const dash = [];
  let dashPhase = 0;
  if (flags & 0x20) {
    const n = r.count('dash count', 4, LIMITS.dashes);
    for (let i = 0; i < n; i++) dash.push(r.nonNegative('dash length'));
    dashPhase = r.f32('dash phase');
  }
  return { width, cap: CAPS[cap], join: JOINS[join], miterLimit, dash, dashPhase };
}

function textRun(r, text) {
  const position = r.point('text position');
  const size = r.nonNegative('font size');
  const w = r.offset;
  const weight = r.varint('font weight');
  if (weight < 1 || weight > 1000) throw r.fail('value', `invalid font weight ${weight}`, w);
  const at = r.offset;
  const style = r.u8('text style');
  const alignment = (style >> 4) & 3;
  if (alignment > 2) throw r.fail('value', `invalid text alignment ${alignment}`, at);
  return {
    text,
    position,
    font: { size, weight, design: DESIGNS[style & 3], italic: (style & 4) !== 0, monospacedDigit: (style & 8) !== 0 },
    alignment: ALIGNMENTS[alignment],
    baseline: BASELINES[style >> 6],
  };
}

/** Decodes one self-contained message (one that carries the reset flag). */
export function decodeFrame(input) {
  return new FrameDecoder().decode(input);
}

/** The SVG path-data text of a decoded path, as the canonical JSON form writes it (numbers unrounded). */
export function pathData(path) {
  const parts = [];
  let k = 0;
  for (const verb of path.verbs) {
    parts.push(VERBS[verb]);
    for (let i = 0; i < VERB_COORDS[verb]; i++) parts.push(String(path.coords[k++]));
  }
  return parts.join(' ');
}
