import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameDecoder, ProtocolError, decodeFrame, LIMITS, VERBS, VERSION } from '../protocol.js';
import { SPEC_EXAMPLE, fixtureBytes, fixtureText, manifest, seeded } from './support.js';


const close = (a, b) => Math.abs(a - b) <= 1e-4 + Math.abs(b) * 1e-6;

/** Compares a decoded value with the canonical JSON value at `where`, numbers within 1e-4. */
function assertMatches(decoded, json, where) {
  if (typeof json === 'number') {
    assert.ok(typeof decoded === 'number' && close(decoded, json), `${where}: ${decoded} vs ${json}`);
  } else if (Array.isArray(json)) {
    assert.ok(Array.isArray(decoded), `${where}: expected an array`);
    assert.equal(decoded.length, json.length, `${where}: length`);
    json.forEach((v, i) => assertMatches(decoded[i], v, `${where}[${i}]`));
  } else if (json !== null && typeof json === 'object') {
    assert.deepEqual(Object.keys(decoded).sort(), Object.keys(json).sort(), `${where}: keys`);
    for (const key of Object.keys(json)) {
      if (key === 'path') assertPath(decoded.path, json.path, `${where}.path`);
      else assertMatches(decoded[key], json[key], `${where}.${key}`);
    }
  } else {
    assert.equal(decoded, json, where);
  }
}

function assertPath(path, text, where) {
  const tokens = text === '' ? [] : text.split(' ');
  let k = 0;
  let c = 0;
  for (const verb of path.verbs) {
    assert.equal(tokens[k++], VERBS[verb], `${where}: verb`);
    const n = [2, 2, 4, 6, 0][verb];
    for (let i = 0; i < n; i++) assertMatches(path.coords[c++], Number(tokens[k++]), `${where} coordinate`);
  }
  assert.equal(k, tokens.length, `${where}: token count`);
}

/** Decodes every golden binary in manifest order, one decoder per session. */
function decodeFixtures() {
  const decoders = new Map();
  return manifest().map(({ name, session }) => {
    if (!decoders.has(session)) decoders.set(session, new FrameDecoder());
    return { name, frame: decoders.get(session).decode(fixtureBytes(`${name}.bin`)) };
  });
}

test('golden binaries decode to the same frames as their canonical JSON', () => {
  for (const { name, frame } of decodeFixtures()) {
    const json = JSON.parse(fixtureText(`${name}.json`));
    assert.equal(json.version, 1);
    assertMatches(frame.width, json.width, `${name} width`);
    assertMatches(frame.height, json.height, `${name} height`);
    assert.equal(frame.operations.length, json.operations.length, `${name}: operation count`);
    frame.operations.forEach((op, i) => assertMatches(op, json.operations[i], `${name} op ${i}`));
  }
});

test('the session fixtures reuse cached paths: same path objects, no new definitions', () => {
  const frames = decodeFixtures().filter((f) => f.name.startsWith('session-')).map((f) => f.frame);
  const seat = (frame) => frame.operations.find((op) => op.name === 'seat/0/1' && op.op === 'fill').path;
  assert.equal(seat(frames[0]), seat(frames[1]), 'a cache hit yields the same path object');
  assert.equal(frames[3].reset, true, 'session-4 follows a restart');
  assert.notEqual(seat(frames[2]), seat(frames[3]), 'a reset builds new path objects');
  assert.deepEqual(frames.map((f) => f.sequence), [0, 1, 2, 0]);
});

test('the worked example of docs/protocol.md decodes as specified', () => {
  const frame = decodeFrame(SPEC_EXAMPLE);
  assert.equal(frame.width, 100);
  assert.equal(frame.height, 50);
  assert.equal(frame.operations.length, 2);
  const [fill, opacity] = frame.operations;
  assert.deepEqual({ ...fill, path: undefined }, {
    op: 'fill', name: 'a', path: undefined, rule: 'nonZero', paint: { type: 'color', color: '#FF3B30FF' },
  });
  assert.deepEqual([...fill.path.verbs], [0, 1, 1, 4]);
  assert.deepEqual([...fill.path.coords], [0, 0, 10, 0, 10, 10]);
  assert.deepEqual(opacity, { op: 'setOpacity', opacity: 0.5 });
});

function rejects(bytes, code, offset, decoder = new FrameDecoder()) {
  assert.throws(() => decoder.decode(bytes), (error) => {
    assert.ok(error instanceof ProtocolError, `not a ProtocolError: ${error}`);
    assert.equal(error.code, code, error.message);
    if (offset !== undefined) assert.equal(error.offset, offset, error.message);
    assert.match(error.message, /^wire decoding failed at byte \d+: /);
    return true;
  });
}

const patched = (at, value) => { const b = SPEC_EXAMPLE.slice(); b[at] = value; return b; };

/** A self-contained version-3 message of a 0 × 0 frame holding `ops` (raw operation bytes). */
const operations = (ops, count = ops.length) => Uint8Array.from([0x5a, 0x46, 0x03, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count, ...ops]);

test('version 1 and 2 messages still decode, without the later operation kinds and flags', () => {
  assert.deepEqual(decodeFrame(patched(2, 1)).operations.length, 2);
  assert.deepEqual(decodeFrame(patched(2, 2)).operations.length, 2);
  const v1 = operations([0x0a]);
  v1[2] = 1;
  rejects(v1, 'opcode', 16);
  const v1Basic = decodeFrame(fixtureBytes('v1-basic.bin'));
  const v2Basic = decodeFrame(fixtureBytes('v2-basic.bin'));
  const v3Basic = decodeFrame(fixtureBytes('basic.bin'));
  const plain = (frame) => JSON.parse(JSON.stringify(frame.operations.map((op) => ({ ...op, path: op.path?.id }))));
  assert.deepEqual(plain(v1Basic), plain(v3Basic));
  assert.deepEqual(plain(v2Basic), plain(v3Basic));
});

test('filters and layers decode as docs/protocol.md lays them out, and bad ones are refused', () => {
  const shadow = [0x09, 0x00, 0x00, 0x80, 0x40, 0, 0, 0, 0, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x54];
  const blur = [0x19, 0x00, 0x00, 0xc0, 0x3f];
  const frame = decodeFrame(operations([...shadow, ...blur, 0x0a, 0x0b, 0x0c], 5));
  assert.deepEqual(frame.operations, [
    { op: 'addFilter', filter: { type: 'shadow', color: '#00000054', radius: 4, x: 0, y: 2 } },
    { op: 'addFilter', filter: { type: 'blur', radius: 1.5 } },
    { op: 'resetFilters' }, { op: 'beginLayer' }, { op: 'endLayer' },
  ]);
  rejects(operations([0x19, 0x00, 0x00, 0x80, 0xbf]), 'value', 17);
  rejects(operations([0x19, 0x00, 0x00, 0x81, 0x43]), 'value', 17);
  rejects(operations([0x19, 0x00, 0x00, 0x80, 0x7f]), 'nonFinite', 17);
  rejects(operations([0x29, 0, 0, 0, 0]), 'opcode', 16);
  for (const kind of [13, 14, 15]) rejects(operations([kind]), 'opcode', 16);
  rejects(operations([0x1b]), 'opcode', 16);
  const depth = LIMITS.layerDepth;
  assert.equal(decodeFrame(operations([...Array(depth).fill(0x0b), 0x0c, 0x0b])).operations.length, depth + 2);
  rejects(operations(Array(depth + 1).fill(0x0b)), 'limit', 16 + depth);
});

test('every truncation of a valid message is rejected as truncated', () => {
  for (let n = 0; n < SPEC_EXAMPLE.length; n++) rejects(SPEC_EXAMPLE.subarray(0, n), 'truncated');
  for (const name of ['basic', 'gradients', 'text', 'effects']) {
    const bytes = fixtureBytes(`${name}.bin`);
    for (let n = 0; n < bytes.length; n++) {
      assert.throws(() => decodeFrame(bytes.subarray(0, n)), ProtocolError);
    }
  }
});

test('wrong magic, version and flags are named', () => {
  rejects(patched(0, 0x7b), 'badMagic', 0);
  rejects(patched(2, 4), 'version', 2);
  rejects(patched(2, 0), 'version', 2);
  rejects(patched(3, 3), 'flags', 3);
  rejects(patched(3, 4), 'flags', 3);
  rejects(patched(3, 0), 'missingReset', 3);
  rejects(new TextEncoder().encode('{"json": true}'), 'badMagic', 0);
});

test('trailing bytes, unknown ids, bad verbs, reserved bits and bad values are rejected', () => {
  const longer = new Uint8Array(SPEC_EXAMPLE.length + 1);
  longer.set(SPEC_EXAMPLE);
  rejects(longer, 'trailing');
  rejects(patched(51, 7), 'unknownPath', 51);
  rejects(patched(50, 5), 'unknownString', 50);
  rejects(patched(20, 9), 'value', 20);
  rejects(patched(14, 5), 'limit', 14); // ids are dense: a fresh session's first string is id 0
  rejects(patched(18, 0x7f), 'limit', 18);
  rejects(patched(49, 0x8f), 'opcode', 49);
  rejects(patched(49, 0x17), 'opcode', 49);
  rejects(patched(16, 0xff), 'utf8', 16);
  const nan = SPEC_EXAMPLE.slice();
  nan.set([0, 0, 0xc0, 0x7f], 5);
  rejects(nan, 'nonFinite', 5);
  const opacity = SPEC_EXAMPLE.slice();
  opacity.set([0, 0, 0, 0x40], 57);
  rejects(opacity, 'value', 57);
});

test('counts that promise more than the message holds are rejected before allocating', () => {
  const strings = new Uint8Array([...SPEC_EXAMPLE.subarray(0, 13), 0xff, 0xff, 0xff, 0xff, 0x0f]);
  rejects(strings, 'limit', 13);
  const varint = new Uint8Array([...SPEC_EXAMPLE.subarray(0, 4), 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]);
  rejects(varint, 'varint', 4);
  const ops = new Uint8Array([...SPEC_EXAMPLE.subarray(0, 48), 0xe8, 0x07, 0, 0, 0, 0, 0]);
  rejects(ops, 'truncated', 48);
});

test('a message larger than the limit is refused outright', () => {
  rejects(new Uint8Array(LIMITS.messageBytes + 1), 'tooLarge', 0);
});

test('non-buffer input is refused with a ProtocolError', () => {
  rejects('ZF', 'input', 0);
});

test('a lost message is detected, and the decoder then needs a reset', () => {
  const decoder = new FrameDecoder();
  decoder.decode(fixtureBytes('session-1.bin'));
  rejects(fixtureBytes('session-3.bin'), 'sequence', 4, decoder);
  rejects(fixtureBytes('session-2.bin'), 'missingReset', 3, decoder);
  decoder.decode(fixtureBytes('session-4.bin'));
});

// Inputs tried by the fuzz test: 6000, or ZOETROPE_FUZZ_INPUTS (`scripts/bench fuzz` asks 10⁶).
const FUZZ_INPUTS = Number(process.env.ZOETROPE_FUZZ_INPUTS) || 6000;

test('fuzz: random and mutated buffers decode or throw a ProtocolError, nothing else', () => {
  const random = seeded(20240521);
  const corpus = [SPEC_EXAMPLE, ...manifest().map(({ name }) => fixtureBytes(`${name}.bin`))];
  const started = Date.now();
  let decoded = 0;
  let slowest = 0;
  for (let i = 0; i < FUZZ_INPUTS; i++) {
    const inputStarted = performance.now();
    let bytes;
    if (i % 3 === 0) {
      bytes = Uint8Array.from({ length: Math.floor(random() * 96) }, () => Math.floor(random() * 256));
      if (i % 2 === 0 && bytes.length >= 4) bytes.set([0x5a, 0x46, VERSION, 1]);
    } else {
      const source = corpus[Math.floor(random() * corpus.length)];
      const b = Array.from(source);
      b[2] = VERSION;
      b[3] = 1;
      for (let m = 1 + Math.floor(random() * 4); m > 0 && b.length; m--) {
        const at = Math.floor(random() * b.length);
        const kind = Math.floor(random() * 5);
        if (kind === 0) b[at] ^= 1 << Math.floor(random() * 8);
        else if (kind === 1) b[at] = Math.floor(random() * 256);
        else if (kind === 2) b.splice(at, 1);
        else if (kind === 3) b.splice(at, 0, Math.floor(random() * 256));
        else b.length = at;
      }
      bytes = Uint8Array.from(b);
    }
    try {
      const frame = decodeFrame(bytes);
      assert.ok(Array.isArray(frame.operations));
      decoded++;
    } catch (error) {
      assert.ok(error instanceof ProtocolError, `input ${i}: ${error}`);
      assert.ok(error.offset >= 0 && error.offset <= bytes.length);
    }
    slowest = Math.max(slowest, performance.now() - inputStarted);
  }
  assert.ok(decoded > 0, 'some mutations still decode');
  assert.ok(Date.now() - started < 10000 * Math.max(1, FUZZ_INPUTS / 6000), 'fuzzing stays bounded in time');
  if (process.env.ZOETROPE_FUZZ_INPUTS) {
    console.log(`fuzz wire decoder (JavaScript): ${FUZZ_INPUTS} inputs, ${decoded} decoded, ` +
      `${FUZZ_INPUTS - decoded} rejected, slowest ${Math.round(slowest * 1000)} µs`);
  }
});
