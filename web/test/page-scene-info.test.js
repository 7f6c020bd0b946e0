import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setEvents, swiftDeclarations } from '../page/parameter-code.js';
import { labelFor, normalizeScene, normalizeSceneList } from '../page/scene-info.js';

test('labels are made from names', () => {
  assert.equal(labelFor('pullDistance'), 'Pull distance');
  assert.equal(labelFor('spring_response'), 'Spring response');
  assert.equal(labelFor('Go'), 'Go');
});

test('actions may be names or objects; unusable entries are dropped', () => {
  const scene = normalizeScene({ id: 's', actions: ['animate', { name: 'reset', title: 'Reset!' }, { id: 'start' }, 7, {}] });
  assert.deepEqual(scene.actions, [
    { name: 'animate', title: 'Animate' }, { name: 'reset', title: 'Reset!' }, { name: 'start', title: 'Start' },
  ]);
});

test('number parameters get a clamped value, a range and a step', () => {
  const [p] = normalizeScene({ id: 's', parameters: [{ name: 'size', type: 'number', min: 1, max: 101, default: 500 }] }).parameters;
  assert.deepEqual(p, {
    name: 'size', title: 'Size', kind: 'number', summary: '', min: 1, max: 101, step: 1, value: 101, unit: '', integer: false, defaultValue: 101,
  });
  const [q] = normalizeScene({ id: 's', parameters: [{ name: 'n', type: 'int', range: { lowerBound: 0, upperBound: 5 } }] }).parameters;
  assert.equal(q.step, 1);
  assert.equal(q.max, 5);
  const [r] = normalizeScene({ id: 's', parameters: [{ name: 'x', min: 5, max: 1 }] }).parameters;
  assert.equal(r.kind, 'number');
  assert.deepEqual([r.min, r.max], [1, 5]);
});

test('booleans, choices and text are recognised by type or by value', () => {
  const { parameters } = normalizeScene({ id: 's', parameters: [
    { name: 'on', type: 'bool', default: true },
    { name: 'mode', options: ['slow', 'fast'], value: 'fast' },
    { name: 'label', value: 'hi' },
    { name: 'flag', value: false },
    { name: 'pick', type: 'choice', choices: ['a'], default: 'zzz' },
    { title: 'nameless' },
  ] });
  assert.deepEqual(parameters.map((p) => [p.name, p.kind, p.value]), [
    ['on', 'bool', true], ['mode', 'choice', 'fast'], ['label', 'text', 'hi'], ['flag', 'bool', false], ['pick', 'choice', 'a'],
  ]);
});

test('the scene list accepts {scenes: [...]} or a bare array and drops scenes without ids', () => {
  assert.deepEqual(normalizeSceneList({ scenes: [{ id: 'a', title: 'A', summary: 'x' }, { title: 'no id' }] }).map((s) => s.id), ['a']);
  assert.deepEqual(normalizeSceneList([{ id: 'b' }]).map((s) => s.title), ['b']);
  assert.deepEqual(normalizeSceneList(null), []);
  assert.deepEqual(normalizeSceneList({ scenes: 'nope' }), []);
});

test('copy as Swift writes the parameter declarations with the current values as defaults', () => {
  const scene = normalizeScene({
    id: 'demo',
    parameters: [
      { name: 'size', summary: 'Side of the square (points)', type: 'number', default: 96, min: 20, max: 300, step: 1 },
      { name: 'response', summary: 'Spring response (s)', type: 'number', default: 0.5, min: 0.05, max: 3, step: null },
      { name: 'count', summary: 'How many', type: 'integer', default: 3, min: 1, max: 10 },
      { name: 'loop', summary: 'Loop it', type: 'boolean', default: false },
      { name: 'color', summary: 'Fill "colour"', type: 'choice', default: 'orange', options: ['orange', 'blue'] },
    ],
  });
  const values = new Map([['size', 120], ['color', 'blue'], ['loop', true]]);
  assert.equal(swiftDeclarations(scene.parameters, values), [
    '.number("size", default: 120, in: 20...300, step: 1, summary: "Side of the square (points)"),',
    '.number("response", default: 0.5, in: 0.05...3, summary: "Spring response (s)"),',
    '.integer("count", default: 3, in: 1...10, summary: "How many"),',
    '.toggle("loop", default: true, summary: "Loop it"),',
    '.choice("color", default: "blue", options: ["orange", "blue"], summary: "Fill \\"colour\\""),',
  ].join('\n'));
  assert.equal(setEvents(scene.parameters.slice(0, 1), values), '{"t": 0, "type": "set", "name": "size", "value": 120},');
  assert.equal(scene.parameters[0].summary, 'Side of the square (points)');
  assert.equal(scene.parameters[0].defaultValue, 96);
});
