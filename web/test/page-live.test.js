import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildIndicator, compileErrors, crashNotice, restoreNote, shortPath } from '../page/live.js';

test('the build indicator follows the build: idle (hidden), building, built in N s, failed', () => {
  assert.deepEqual(buildIndicator({ state: 'idle' }), { state: 'idle', text: '' });
  assert.deepEqual(buildIndicator(undefined), { state: 'idle', text: '' });
  assert.deepEqual(buildIndicator({ state: 'building' }), { state: 'building', text: 'building…' });
  assert.deepEqual(buildIndicator({ state: 'built', seconds: 12.34 }), { state: 'built', text: 'built in 12.3 s' });
  assert.deepEqual(buildIndicator({ state: 'failed', seconds: 3 }), { state: 'failed', text: 'build failed (3.0 s)' });
});

test('compile errors: file:line:column, message, source lines with the error line marked and the caret column', () => {
  const build = {
    state: 'failed',
    seconds: 4.2,
    diagnostics: [{
      file: '/tmp/pkg/Sources/Orbits/OrbitScene.swift', line: 12, column: 9, severity: 'error', message: "cannot find 'colr' in scope",
      source: [{ line: 11, text: 'a' }, { line: 12, text: 'b' }, { line: 13, text: 'c' }],
    }],
  };
  const [error] = compileErrors(build);
  assert.equal(error.location, '…/Sources/Orbits/OrbitScene.swift:12:9');
  assert.equal(error.file, '/tmp/pkg/Sources/Orbits/OrbitScene.swift');
  assert.equal(error.message, "cannot find 'colr' in scope");
  assert.deepEqual(error.source.map((line) => line.marked), [false, true, false]);
  assert.equal(error.caret, 8);
  assert.deepEqual(compileErrors({ state: 'built', seconds: 1 }), [], 'a good build clears the overlay');
});

test('the crash notice shows the message and the last stderr lines; none while running', () => {
  assert.equal(crashNotice({ state: 'running' }), null);
  assert.deepEqual(crashNotice({ state: 'crashed', message: 'the scene host crashed (SIGILL)', stderr: ['Fatal error: boom'] }),
    { message: 'the scene host crashed (SIGILL)', stderr: ['Fatal error: boom'] });
});

test('restore notes: none when everything was restored; otherwise the count and each distinct reason', () => {
  assert.equal(restoreNote([]), null);
  assert.equal(restoreNote(["unknown parameter 'size'", "unknown parameter 'size'"]),
    "Reloaded the new build; could not restore 2 logged inputs: unknown parameter 'size'");
});

test('short paths keep the last three components', () => {
  assert.equal(shortPath('/a/b/c/d/e.swift'), '…/c/d/e.swift');
  assert.equal(shortPath('d/e.swift'), 'd/e.swift');
});
