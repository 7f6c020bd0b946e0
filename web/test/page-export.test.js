import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLIP_FORMATS, CLIP_FPS, DEFAULT_CLIP_FPS, ExportStreamReader, clipFormatLabel, MAXIMUM_CLIP_SECONDS, clipRange, clipRequest, errorMessage, loopFromAttribute, pngRequest } from '../page/export.js';

const scene = { id: 'demo', seed: 7 };
const events = [
  { t: 0, type: 'viewport', width: 390, height: 844 },
  { t: 0, type: 'set', name: 'size', value: 120 },
  { t: 0.5, type: 'pointerDown', id: 1, x: 10, y: 20, buttons: 1, pointerType: 'mouse' },
];

test('a PNG request carries the log as an events file (header folded), the time and the scale', () => {
  assert.deepEqual(pngRequest(scene, events, 1.25, 2), {
    log: {
      scene: 'demo', seed: 7, viewport: { width: 390, height: 844 }, parameters: { size: 120 },
      events: [{ t: 0.5, type: 'pointerDown', id: 1, x: 10, y: 20, buttons: 1, pointerType: 'mouse' }],
    },
    time: 1.25,
    scale: 2,
  });
});

test('a clip request carries the range, rate, scale and format', () => {
  const request = clipRequest(scene, [], { from: 1, to: 3 }, { fps: 30, scale: 1.5, format: 'gif' });
  assert.deepEqual(request, { log: { scene: 'demo', seed: 7, events: [] }, from: 1, to: 3, fps: 30, scale: 1.5, format: 'gif' });
  assert.equal(clipRequest(scene, [], { from: 0, to: 1 }).format, 'mp4');
  assert.deepEqual(CLIP_FORMATS, ['mp4', 'webm', 'gif', 'apng', 'png']);
});

test('the menus: PNG frames come as one ZIP; frame rates include the two a GIF keeps exactly, 60 by default', () => {
  assert.deepEqual(CLIP_FORMATS.map(clipFormatLabel), ['MP4', 'WEBM', 'GIF', 'APNG', 'PNG frames (ZIP)']);
  assert.deepEqual(CLIP_FPS, [24, 25, 30, 50, 60]);
  assert.ok(CLIP_FPS.includes(DEFAULT_CLIP_FPS) && DEFAULT_CLIP_FPS === 60);
  assert.ok(CLIP_FPS.every((rate) => Number.isInteger(rate) && rate >= 1 && rate <= 120), 'within the server limit');
});

test('the clip range is the A–B loop, else the timeline up to the shown time (its last 60 s), never under a frame', () => {
  assert.deepEqual(clipRange({ a: 1, b: 2.5 }, 9), { from: 1, to: 2.5 });
  assert.deepEqual(clipRange(null, 4), { from: 0, to: 4 });
  assert.deepEqual(clipRange(null, 100), { from: 100 - MAXIMUM_CLIP_SECONDS, to: 100 });
  assert.deepEqual(clipRange({ a: 3, b: 2 }, 4), { from: 0, to: 4 }, 'a reversed loop is no loop');
  assert.equal(clipRange(null, 0), null);
  assert.equal(clipRange(null, 0.01, 60), null);
  assert.deepEqual(clipRange(null, 1 / 60, 60), { from: 0, to: 1 / 60 });
});

test('the loop attribute reads "a,b" and nothing else', () => {
  assert.deepEqual(loopFromAttribute('1.5,3'), { a: 1.5, b: 3 });
  for (const text of ['', undefined, '3,1', '1', 'a,b', '1,2,3']) assert.equal(loopFromAttribute(text), null, String(text));
});

test('error responses show the server\'s message, or the status', () => {
  assert.equal(errorMessage(400, '{"error":"a scale of 9 is too large: at most 4"}\n'), 'a scale of 9 is too large: at most 4');
  assert.equal(errorMessage(502, '<html>bad gateway</html>'), 'the server answered 502');
  assert.equal(errorMessage(500, '{"message":"x"}'), 'the server answered 500');
});

const encoder = new TextEncoder();
function stream(file) {
  const head = encoder.encode('{"type":"progress","done":0,"total":3}\n{"type":"progress","done":3,"total":3}\n'
    + `{"type":"done","total":3,"mediaType":"video/mp4","name":"demo.mp4","bytes":${file.length}}\n`);
  const all = new Uint8Array(head.length + file.length);
  all.set(head);
  all.set(file, head.length);
  return all;
}

test('the stream reader gives progress, then the file, however the body is split', () => {
  const file = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256);
  file[10] = 10; // a newline byte inside the file is file data
  const body = stream(file);
  for (const size of [1, 2, 7, 64, body.length]) {
    const reader = new ExportStreamReader();
    const items = [];
    for (let i = 0; i < body.length; i += size) items.push(...reader.push(body.subarray(i, i + size)));
    assert.deepEqual(items.slice(0, 2), [{ type: 'progress', done: 0, total: 3 }, { type: 'progress', done: 3, total: 3 }], `chunks of ${size}`);
    assert.equal(items.length, 3);
    assert.equal(items[2].type, 'file');
    assert.equal(items[2].name, 'demo.mp4');
    assert.equal(items[2].mediaType, 'video/mp4');
    assert.deepEqual(items[2].bytes, file);
    assert.ok(reader.complete);
    assert.equal(reader.fileName, 'demo.mp4');
  }
});

test('the stream reader reports an error line, and refuses what is not the format', () => {
  const reader = new ExportStreamReader();
  assert.deepEqual(reader.push(encoder.encode('{"type":"progress","done":1,"total":9}\n{"type":"error","message":"ffmpeg failed"}\n')),
    [{ type: 'progress', done: 1, total: 9 }, { type: 'error', message: 'ffmpeg failed' }]);
  assert.ok(!reader.complete);
  assert.equal(reader.fileName, null);
  assert.throws(() => new ExportStreamReader().push(encoder.encode('{"type":"surprise"}\n')), /unknown line type/);
  assert.throws(() => new ExportStreamReader().push(encoder.encode('{"type":"done","bytes":-1}\n')), /no file size/);
  assert.throws(() => new ExportStreamReader().push(new Uint8Array(5000).fill(65)), /longer than 4 KiB/);
  const extra = new Uint8Array([...stream(new Uint8Array(2)), 1]);
  assert.throws(() => new ExportStreamReader().push(extra), /bytes after the file/);
  const empty = new ExportStreamReader();
  assert.equal(empty.push(stream(new Uint8Array(0))).at(-1).bytes.length, 0);
  assert.ok(empty.complete);
});
