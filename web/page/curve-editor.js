// The inline editor of a timing-curve parameter: a plot of the Bézier with two draggable handles
// (cubic-bezier.com style; y may leave 0…1 within the parameter's range), the exact control
// values, a preset drawn for comparison, and "copy as Swift". Every change calls `onChange`
// (the page sends a `set` event), at most once per animation frame while dragging.

import { CURVE_PRESETS, presetName } from './bezier-curve.js';
import { dragHandle, handleAt, nudgeHandle, plotFrame } from './curve-plot.js';
import { swiftTimingCurveAnimation, swiftUnitCurve } from './curve-swift.js';
import { COMPARE_DEFAULT, comparedValue, curvePaths, curveRange } from './editor-plots.js';
import { editorTools, perFrame } from './editor-tools.js';
import { setAttributes, svgElement } from './svg.js';

const WIDTH = 260;
const HEIGHT = 200;
const KEYS = ['x1', 'y1', 'x2', 'y2'];

/**
 * The control for one timing-curve parameter (see panel.js's controls).
 * @param {{name: string, title: string, value: object, defaultValue: object, yMin: number, yMax: number}} parameter
 * @param {(name: string, value: object) => void} onChange
 * @param {{copy?: (text: string, what: string) => void}} [tools]
 */
export function curveControl(parameter, onChange, { copy } = {}) {
  let curve = { ...parameter.value };
  let compareName = COMPARE_DEFAULT;
  let dragging = null;
  const yLimits = { min: parameter.yMin, max: parameter.yMax };

  const root = document.createElement('div');
  root.className = 'curve-editor';
  const svg = svgElement('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'curve-plot', role: 'img' }, root);
  svg.setAttribute('aria-label', `${parameter.title}: timing curve plot; drag the handles`);
  const grid = svgElement('g', { class: 'grid' }, svg);
  const comparePath = svgElement('path', { class: 'compare' }, svg);
  const arms = [svgElement('line', { class: 'arm' }, svg), svgElement('line', { class: 'arm' }, svg)];
  const curvePath = svgElement('path', { class: 'curve' }, svg);
  const handles = [1, 2].map((handle) => {
    const circle = svgElement('circle', { class: 'handle', r: 7, tabindex: 0, 'data-handle': handle }, svg);
    circle.setAttribute('aria-label', `Control point ${handle}: arrow keys move it by 0.01, shift by 0.1`);
    return circle;
  });

  const fields = document.createElement('div');
  fields.className = 'curve-fields';
  const inputs = Object.fromEntries(KEYS.map((key) => {
    const label = document.createElement('label');
    label.textContent = key;
    const input = document.createElement('input');
    input.type = 'number';
    input.step = '0.01';
    input.min = key.startsWith('x') ? '0' : String(yLimits.min);
    input.max = key.startsWith('x') ? '1' : String(yLimits.max);
    input.dataset.key = key;
    input.setAttribute('aria-label', `${parameter.title} ${key}`);
    input.addEventListener('change', () => {
      const value = Number(input.value);
      const [low, high] = [Number(input.min), Number(input.max)];
      const valid = input.value.trim() !== '' && Number.isFinite(value) && value >= low && value <= high;
      input.dataset.invalid = String(!valid);
      if (!valid) return;
      curve = { ...curve, [key]: value };
      range = curveRange(curve, compareCurve());
      draw();
      onChange(parameter.name, { ...curve });
    });
    label.append(input);
    fields.append(label);
    return [key, input];
  }));

  const tools = editorTools({
    presets: CURVE_PRESETS,
    what: 'curve',
    copyTitle: 'Copy the curve as a UnitCurve, with the .timingCurve animation on the next line',
    onCompare: (name) => {
      compareName = name;
      range = curveRange(curve, compareCurve());
      draw();
    },
    onCopy: () => copy?.(`${swiftUnitCurve(curve)}\n${swiftTimingCurveAnimation(curve)}`, 'the curve as Swift'),
  });
  const swift = tools.swift;
  root.append(fields, tools.row, swift);

  const compareCurve = () => comparedValue(compareName, CURVE_PRESETS, parameter.defaultValue);

  let range = curveRange(curve, compareCurve());
  const frame = () => plotFrame({ width: WIDTH, height: HEIGHT, padding: 14, yRange: range });

  function draw() {
    const f = frame();
    grid.replaceChildren();
    for (const y of [0, 1]) {
      const a = f.toPixel({ x: 0, y });
      const b = f.toPixel({ x: 1, y });
      svgElement('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'baseline' }, grid);
    }
    for (const x of [0, 1]) {
      const a = f.toPixel({ x, y: range.min });
      const b = f.toPixel({ x, y: range.max });
      svgElement('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'baseline' }, grid);
    }
    const paths = curvePaths(curve, compareCurve(), f);
    comparePath.setAttribute('d', paths.compare);
    curvePath.setAttribute('d', paths.curve);
    const ends = [f.toPixel({ x: 0, y: 0 }), f.toPixel({ x: 1, y: 1 })];
    [1, 2].forEach((handle, i) => {
      const at = f.toPixel({ x: curve[`x${handle}`], y: curve[`y${handle}`] });
      setAttributes(handles[i], { cx: at.x, cy: at.y });
      setAttributes(arms[i], { x1: ends[i].x, y1: ends[i].y, x2: at.x, y2: at.y });
    });
    for (const key of KEYS) {
      if (document.activeElement !== inputs[key]) inputs[key].value = String(curve[key]);
      inputs[key].dataset.invalid = 'false';
    }
    const preset = presetName(curve);
    swift.textContent = preset ? `UnitCurve.${preset}` : swiftTimingCurveAnimation(curve);
    root.dataset.value = JSON.stringify(curve);
    root.dataset.compare = compareName;
  }

  /** The pointer's position in the plot's pixel coordinates. */
  function plotPoint(event) {
    const box = svg.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  }

  const send = perFrame(() => onChange(parameter.name, { ...curve }));

  svg.addEventListener('pointerdown', (event) => {
    const handle = handleAt(curve, plotPoint(event), frame(), 16);
    if (handle === null) return;
    event.preventDefault();
    dragging = handle;
    svg.setPointerCapture(event.pointerId);
    root.dataset.dragging = String(handle);
    handles[handle - 1].focus({ preventScroll: true });
  });
  svg.addEventListener('pointermove', (event) => {
    if (dragging === null) {
      svg.dataset.hover = String(handleAt(curve, plotPoint(event), frame(), 16) ?? '');
      return;
    }
    curve = dragHandle(curve, dragging, frame().fromPixel(plotPoint(event)), { yRange: yLimits });
    draw();
    send();
  });
  const endDrag = () => {
    if (dragging === null) return;
    dragging = null;
    delete root.dataset.dragging;
    range = curveRange(curve, compareCurve());
    draw();
  };
  svg.addEventListener('pointerup', endDrag);
  svg.addEventListener('pointercancel', endDrag);
  handles.forEach((circle, i) => circle.addEventListener('keydown', (event) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    curve = nudgeHandle(curve, i + 1, delta[0], delta[1], { yRange: yLimits });
    range = curveRange(curve, compareCurve());
    draw();
    send();
  }));

  draw();
  return {
    elements: [root],
    block: true,
    set: (value) => {
      curve = { ...value };
      range = curveRange(curve, compareCurve());
      draw();
    },
  };
}
