// Retained frames (docs/protocol.md §2.9): edit scripts over the previous frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameDecoder, LIMITS, ProtocolError } from '../protocol.js';
import { SPEC_EXAMPLE, fixtureBytes, manifest, seeded } from './support.js';

// The continuation of the worked example (SPEC_EXAMPLE) in §2.9, as in RetainedFrameTests.swift.
const NEXT = Uint8Array.from([
  0x5a, 0x46, 0x03, 0x02, 0x01, 0x00, 0x00, 0xc8, 0x42, 0x00, 0x00, 0x48, 0x42,
  0x00, 0x00,
  0x02, 0x04, 0x07,
  0x01, 0x05, 0x00, 0x00, 0x80, 0x3e,
]);

/** A message following SPEC_EXAMPLE: `edits`, then `count` operations `ops`. */
const retained = (edits, ops, count) => Uint8Array.from([0x5a, 0x46, 0x03, 0x02, 0x01, 0, 0, 0xc8, 0x42, 0, 0, 0x48, 0x42, 0, 0,
  edits.length, ...edits, count, ...ops]);
const SET_OPACITY = [0x05, 0x00, 0x00, 0x80, 0x3e];

function rejectsAfterFirst(bytes, code, offset) {
  const decoder = new FrameDecoder();
  decoder.decode(SPEC_EXAMPLE);
  assert.throws(() => decoder.decode(bytes), (error) => {
    assert.ok(error instanceof ProtocolError, String(error));
    assert.equal(error.code, code, error.message);
    if (offset !== undefined) assert.equal(error.offset, offset, error.message);
    return true;
  });
}

test('the worked example continues: keep the fill (the very same object), replace the opacity', () => {
  const decoder = new FrameDecoder();
  const first = decoder.decode(SPEC_EXAMPLE);
  const next = decoder.decode(NEXT);
  assert.equal(next.retained, true);
  assert.equal(first.retained, false);
  assert.equal(next.operations.length, 2);
  assert.equal(next.operations[0], first.operations[0]);
  assert.deepEqual(next.operations[1], { op: 'setOpacity', opacity: 0.25 });
  assert.deepEqual(first.operations[1], { op: 'setOpacity', opacity: 0.5 }, 'the previous frame is left as it was');
});

test('the retained golden session rebuilds whole frames, sharing the operations it kept', () => {
  const names = manifest().filter((m) => m.session === 'retained').map((m) => m.name);
  assert.deepEqual(names, ['retained-1', 'retained-2', 'retained-3', 'retained-4', 'retained-5']);
  const decoder = new FrameDecoder();
  const frames = names.map((name) => decoder.decode(fixtureBytes(`${name}.bin`)));
  assert.deepEqual(frames.map((f) => f.retained), [false, true, true, true, false]);
  const background = (f) => f.operations.find((op) => op.name === 'background');
  assert.equal(background(frames[1]), background(frames[0]), 'a kept operation is the same object');
  assert.equal(background(frames[3]), background(frames[0]));
  assert.notEqual(background(frames[4]), background(frames[3]), 'a whole frame decodes afresh');
  const seats = (f) => new Set(f.operations.filter((op) => op.name?.startsWith('seat/')).map((op) => op.name)).size;
  assert.deepEqual(frames.map(seats), [6, 6, 5, 6, 6]);
});

test('bad edit scripts are refused with their code and the offset of the script', () => {
  rejectsAfterFirst(retained([0x0c], [], 0), 'limit', 15); // keep 3 of 2
  rejectsAfterFirst(retained([0x0a], SET_OPACITY, 1), 'limit', 15); // insert 2, 1 sent
  rejectsAfterFirst(retained([0x00], [], 0), 'value', 16); // length 0
  rejectsAfterFirst(retained([0x04], SET_OPACITY, 1), 'value', 15); // an operation left unused
  const v2 = NEXT.slice();
  v2[2] = 2;
  rejectsAfterFirst(v2, 'flags', 3);
  assert.throws(() => new FrameDecoder().decode(NEXT), (e) => e.code === 'missingReset');
  const both = NEXT.slice();
  both[3] = 3;
  rejectsAfterFirst(both, 'flags', 3);
});

test('the layer limit applies to the rebuilt frame', () => {
  const decoder = new FrameDecoder();
  // 8 layers, endLayer, save — then keep the 8 layers and replace the endLayer by a 9th.
  decoder.decode(Uint8Array.from([0x5a, 0x46, 0x03, 0x01, 0, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0, 10,
    ...Array(8).fill(0x0b), 0x0c, 0x00]));
  assert.throws(() => decoder.decode(Uint8Array.from([0x5a, 0x46, 0x03, 0x02, 1, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0,
    2, 8 << 2, 0x07, 1, 0x0b])), (e) => e.code === 'limit' && e.offset === 15);
});

test('a rebuilt frame holds no more operations than a whole frame may: tiny messages cannot grow it', () => {
  assert.equal(LIMITS.frameOperations, LIMITS.messageBytes, 'the default cap is what a whole frame can carry');
  const cap = 16;
  const header = (flags, sequence) => [0x5a, 0x46, 0x03, flags, sequence, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0];
  const whole = (count) => Uint8Array.from([...header(1, 0), count, ...Array(count).fill(0x00)]); // `count` saves
  // keep `kept`, insert `inserted` saves
  const growing = (sequence, kept, inserted) => Uint8Array.from([...header(2, sequence), 2, kept << 2, (inserted << 2) | 2,
    inserted, ...Array(inserted).fill(0x00)]);
  const decoder = new FrameDecoder({ maxOperations: cap });
  assert.equal(decoder.decode(whole(cap - 2)).operations.length, cap - 2);
  assert.equal(decoder.decode(growing(1, cap - 2, 1)).operations.length, cap - 1);
  assert.equal(decoder.decode(growing(2, cap - 1, 1)).operations.length, cap);
  assert.throws(() => decoder.decode(growing(3, cap, 1)),
    (e) => e instanceof ProtocolError && e.code === 'limit' && e.offset === 15 && /rebuilt frame 17 exceeds the limit 16/.test(e.message));
  assert.throws(() => decoder.decode(growing(4, 1, 1)), (e) => e.code === 'missingReset', 'after the error it waits for a reset');
  assert.throws(() => decoder.decode(whole(cap + 1)), (e) => e.code === 'limit' && e.offset === 15, 'a whole frame has the same cap');
  // At the cap, replacing instead of growing goes on decoding.
  const steady = new FrameDecoder({ maxOperations: cap });
  steady.decode(whole(cap));
  const frame = steady.decode(Uint8Array.from([...header(2, 1), 2, (cap - 1) << 2, 0x07, 1, 0x01]));
  assert.deepEqual(frame.operations.map((op) => op.op), [...Array(cap - 1).fill('save'), 'restore']);
  assert.throws(() => new FrameDecoder({ maxOperations: LIMITS.frameOperations + 1 }), RangeError);
});

test('fuzz: mutated retained messages after their base decode or throw a ProtocolError', () => {
  const random = seeded(24);
  const session = manifest().filter((m) => m.session === 'retained').map((m) => fixtureBytes(`${m.name}.bin`));
  const corpus = [[SPEC_EXAMPLE, NEXT], ...[1, 2, 3].map((i) => [session[i - 1], session[i]])];
  // 3000 inputs, or ZOETROPE_FUZZ_INPUTS (`scripts/bench fuzz` asks 10⁶).
  const inputs = Number(process.env.ZOETROPE_FUZZ_INPUTS) || 3000;
  let decoded = 0;
  let slowest = 0;
  for (let i = 0; i < inputs; i++) {
    const inputStarted = performance.now();
    const [base, message] = corpus[Math.floor(random() * corpus.length)];
    const b = Array.from(message);
    for (let m = 1 + Math.floor(random() * 3); m > 0 && b.length > 5; m--) {
      const at = 5 + Math.floor(random() * (b.length - 5)); // keep the header: the base stays in step
      const kind = Math.floor(random() * 4);
      if (kind === 0) b[at] ^= 1 << Math.floor(random() * 8);
      else if (kind === 1) b[at] = Math.floor(random() * 256);
      else if (kind === 2) b.splice(at, 1);
      else b.splice(at, 0, Math.floor(random() * 256));
    }
    const decoder = new FrameDecoder();
    // The base message must be the one before: replay the session up to it.
    if (base === SPEC_EXAMPLE) decoder.decode(SPEC_EXAMPLE);
    else for (const bytes of session.slice(0, session.indexOf(base) + 1)) decoder.decode(bytes);
    try {
      const frame = decoder.decode(Uint8Array.from(b));
      assert.ok(Array.isArray(frame.operations));
      decoded++;
    } catch (error) {
      assert.ok(error instanceof ProtocolError, `input ${i}: ${error}`);
      assert.ok(error.offset >= 0 && error.offset <= b.length);
    }
    slowest = Math.max(slowest, performance.now() - inputStarted);
  }
  assert.ok(decoded > 0, 'some mutations still decode');
  if (process.env.ZOETROPE_FUZZ_INPUTS) {
    console.log(`fuzz retained wire messages (JavaScript): ${inputs} inputs, ${decoded} decoded, ` +
      `${inputs - decoded} rejected, slowest ${Math.round(slowest * 1000)} µs (base replay included)`);
  }
});
