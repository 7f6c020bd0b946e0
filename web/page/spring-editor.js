// The inline editor of a spring parameter: knobs for both of SwiftUI's forms — duration and
// bounce, mass, stiffness and damping — kept in step (Curves' conversion), a plot of the
// motion of a 0 → 1 change against a preset, and "copy as Swift". The form last edited is the
// one stored (and sent as a `set` event, at most once per animation frame while dragging).

import { swiftSpring } from './curve-swift.js';
import { COMPARE_DEFAULT, comparedValue, springPlot } from './editor-plots.js';
import { editorTools, perFrame } from './editor-tools.js';
import { SPRING_PRESETS, springForm, toPerceptual, toPhysical } from './spring-forms.js';
import { svgElement } from './svg.js';

const WIDTH = 260;
const HEIGHT = 150;

/** The knobs: key, form, label, slider range and step, unit. Values beyond a slider go in its field. */
const KNOBS = [
  { key: 'duration', form: 'perceptual', label: 'Duration', min: 0.05, max: 3, step: 0.01, unit: 's', low: 0, open: true },
  { key: 'bounce', form: 'perceptual', label: 'Bounce', min: -1, max: 1, step: 0.01, unit: '', low: -1, high: 1 },
  { key: 'mass', form: 'physical', label: 'Mass', min: 0.1, max: 10, step: 0.1, unit: '', low: 0, open: true },
  { key: 'stiffness', form: 'physical', label: 'Stiffness', min: 1, max: 1000, step: 1, unit: '', low: 0, open: true },
  { key: 'damping', form: 'physical', label: 'Damping', min: 0, max: 100, step: 0.1, unit: '', low: 0 },
];

/** A value rounded for a knob's field: 4 significant digits at most. */
const shown = (value) => String(Number(value.toPrecision(4)) + 0);

/**
 * The control for one spring parameter (see panel.js's controls).
 * @param {{name: string, title: string, value: object, defaultValue: object}} parameter
 * @param {(name: string, value: object) => void} onChange
 * @param {{copy?: (text: string, what: string) => void}} [tools]
 */
export function springControl(parameter, onChange, { copy } = {}) {
  let spring = { ...parameter.value };
  let compareName = COMPARE_DEFAULT;

  const root = document.createElement('div');
  root.className = 'spring-editor';
  const svg = svgElement('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'curve-plot spring-plot', role: 'img' }, root);
  svg.setAttribute('aria-label', `${parameter.title}: motion of a 0 to 1 change`);
  const grid = svgElement('g', { class: 'grid' }, svg);
  const comparePath = svgElement('path', { class: 'compare' }, svg);
  const curvePath = svgElement('path', { class: 'curve' }, svg);
  const axis = svgElement('text', { class: 'axis-label', x: WIDTH - 14, y: HEIGHT - 4, 'text-anchor': 'end' }, svg);

  const forms = {};
  const rows = Object.fromEntries(KNOBS.map((knob) => {
    if (!forms[knob.form]) {
      const group = document.createElement('fieldset');
      group.className = 'spring-form';
      group.dataset.form = knob.form;
      const legend = document.createElement('legend');
      legend.textContent = knob.form === 'perceptual' ? 'Spring(duration:bounce:)' : 'Spring(mass:stiffness:damping:)';
      group.append(legend);
      forms[knob.form] = group;
      root.append(group);
    }
    const row = document.createElement('label');
    row.className = 'knob';
    const name = document.createElement('span');
    name.textContent = knob.label;
    if (knob.unit) name.title = `${knob.label} in ${knob.unit === 's' ? 'seconds' : knob.unit}`;
    const slider = document.createElement('input');
    Object.assign(slider, { type: 'range', min: String(knob.min), max: String(knob.max), step: String(knob.step) });
    slider.dataset.knob = knob.key;
    slider.setAttribute('aria-label', `${parameter.title}: ${knob.label}`);
    const field = document.createElement('input');
    Object.assign(field, { type: 'number', step: 'any', className: 'exact' });
    field.dataset.knob = knob.key;
    field.setAttribute('aria-label', `${parameter.title}: ${knob.label}, exact value`);
    const accept = (value) => Number.isFinite(value) && (knob.open ? value > knob.low : value >= knob.low) && (knob.high === undefined || value <= knob.high);
    slider.addEventListener('input', () => edit(knob, Number(slider.value), true));
    field.addEventListener('change', () => {
      const value = Number(field.value);
      const valid = field.value.trim() !== '' && accept(value);
      field.dataset.invalid = String(!valid);
      if (valid) edit(knob, value, false);
    });
    row.append(name, slider, field);
    forms[knob.form].append(row);
    return [knob.key, { slider, field }];
  }));

  const tools = editorTools({
    presets: SPRING_PRESETS,
    what: 'spring',
    copyTitle: 'Copy the spring as Swift, in the form it is stored in, with the other form on the next line',
    onCompare: (name) => {
      compareName = name;
      draw();
    },
    onCopy: () => {
      const other = springForm(spring) === 'perceptual' ? toPhysical(spring) : toPerceptual(spring);
      copy?.(`${swiftSpring(spring)}\n// ${swiftSpring(roundedForm(other))}`, 'the spring as Swift');
    },
  });
  const swift = tools.swift;
  root.append(tools.row, swift);

  /** A converted form rounded to 4 significant digits, as the knobs show it. */
  function roundedForm(form) {
    return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Number(shown(value))]));
  }

  const compareSpring = () => comparedValue(compareName, SPRING_PRESETS, parameter.defaultValue);

  function edit(knob, value, live) {
    const base = knob.form === 'perceptual' ? toPerceptual(spring) : toPhysical(spring);
    spring = { ...base, [knob.key]: value };
    draw(knob.key);
    if (live) send(); else onChange(parameter.name, { ...spring });
  }

  const send = perFrame(() => onChange(parameter.name, { ...spring }));

  function draw(editing = null) {
    const { seconds, frame: f, curve, compare } = springPlot(spring, compareSpring(), { width: WIDTH, height: HEIGHT, padding: 14 });
    grid.replaceChildren();
    for (const y of [0, 1]) {
      const a = f.toPixel({ x: 0, y });
      const b = f.toPixel({ x: seconds, y });
      svgElement('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'baseline' }, grid);
    }
    comparePath.setAttribute('d', compare);
    curvePath.setAttribute('d', curve);
    axis.textContent = `${shown(seconds)} s`;
    const values = { ...toPerceptual(spring), ...toPhysical(spring) };
    for (const knob of KNOBS) {
      const { slider, field } = rows[knob.key];
      if (knob.key !== editing) slider.value = String(values[knob.key]);
      if (document.activeElement !== field) field.value = shown(values[knob.key]);
      field.dataset.invalid = 'false';
    }
    for (const [form, group] of Object.entries(forms)) {
      const stored = form === springForm(spring);
      group.dataset.stored = String(stored);
      group.title = stored ? 'The form the parameter stores (the one edited last)' : 'Converted from the stored form, as SwiftUI does';
    }
    swift.textContent = swiftSpring(spring);
    root.dataset.value = JSON.stringify(spring);
    root.dataset.compare = compareName;
  }

  draw();
  return {
    elements: [root],
    block: true,
    set: (value) => {
      spring = { ...value };
      draw();
    },
  };
}
