// Normalises a scene description (from /api/scenes or the session hello) into what the page
// shows: id, title, summary, declared viewport, actions and live parameters. Tolerant of field-name variants so
// the page keeps working as the runtime's description grows; anything unusable is dropped.

import { CURVE_PRESETS, isCurve } from './bezier-curve.js';
import { isSpring } from './spring-forms.js';

const text = (value, fallback = '') => (typeof value === 'string' ? value : fallback);
const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Turns `camelCase` or `snake_case` names into `Camel case` labels. */
export function labelFor(name) {
  const spaced = String(name).replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function normalizeAction(action) {
  if (typeof action === 'string') return { name: action, title: labelFor(action) };
  if (action === null || typeof action !== 'object') return null;
  const name = text(action.name ?? action.id);
  if (name === '') return null;
  return { name, title: text(action.title ?? action.label, labelFor(name)) };
}

const KINDS = {
  number: 'number', double: 'number', float: 'number', int: 'number', integer: 'number', range: 'number', slider: 'number',
  bool: 'bool', boolean: 'bool', toggle: 'bool', switch: 'bool',
  choice: 'choice', enum: 'choice', picker: 'choice', select: 'choice',
  string: 'text', text: 'text',
  timingcurve: 'curve', curve: 'curve', spring: 'spring',
};

function normalizeParameter(parameter) {
  if (parameter === null || typeof parameter !== 'object') return null;
  const name = text(parameter.name ?? parameter.id);
  if (name === '') return null;
  const options = Array.isArray(parameter.options ?? parameter.choices) ? (parameter.options ?? parameter.choices).map(String) : undefined;
  const value = parameter.value ?? parameter.default ?? parameter.defaultValue;
  let kind = KINDS[text(parameter.type ?? parameter.kind).toLowerCase()];
  if (kind === undefined) {
    kind = options ? 'choice' : typeof value === 'boolean' ? 'bool' : typeof value === 'string' ? 'text' : 'number';
  }
  const result = { name, title: text(parameter.title ?? parameter.label, labelFor(name)), kind, summary: text(parameter.summary ?? parameter.description) };
  if (kind === 'number') {
    const range = parameter.range && typeof parameter.range === 'object' ? parameter.range : {};
    result.min = number(parameter.min ?? parameter.minimum ?? range.min ?? range.lowerBound) ?? 0;
    result.max = number(parameter.max ?? parameter.maximum ?? range.max ?? range.upperBound) ?? 1;
    if (result.max < result.min) [result.min, result.max] = [result.max, result.min];
    const isInteger = ['int', 'integer'].includes(text(parameter.type).toLowerCase());
    result.step = number(parameter.step) ?? (isInteger ? 1 : (result.max - result.min) / 100 || 0.01);
    result.value = Math.min(result.max, Math.max(result.min, number(value) ?? result.min));
    result.unit = text(parameter.unit);
    result.integer = isInteger;
    if (number(parameter.step) !== undefined) result.declaredStep = number(parameter.step);
  } else if (kind === 'bool') {
    result.value = value === true;
  } else if (kind === 'curve') {
    result.yMin = Math.min(0, number(parameter.yMin) ?? -1);
    result.yMax = Math.max(1, number(parameter.yMax) ?? 2);
    result.value = isCurve(value) ? curveValue(value) : { ...CURVE_PRESETS.easeInOut };
  } else if (kind === 'spring') {
    result.value = isSpring(value) ? springValue(value) : { duration: 0.5, bounce: 0 };
  } else if (kind === 'choice') {
    result.options = options ?? [];
    result.value = result.options.includes(String(value)) ? String(value) : result.options[0] ?? '';
  } else {
    result.value = typeof value === 'string' ? value : '';
  }
  result.defaultValue = result.value;
  return result;
}

/** A timing curve's four numbers (nothing else the object holds). */
const curveValue = ({ x1, y1, x2, y2 }) => ({ x1, y1, x2, y2 });

/** A spring's numbers in its form. */
const springValue = (value) => ('duration' in value
  ? { duration: value.duration, bounce: value.bounce }
  : { mass: value.mass, stiffness: value.stiffness, damping: value.damping });

/** A declared viewport `{width, height}` in points (both positive and finite), else null. */
function normalizeViewport(viewport) {
  const width = number(viewport?.width);
  const height = number(viewport?.height);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A scene description in the page's terms. */
export function normalizeScene(scene) {
  const source = scene && typeof scene === 'object' ? scene : {};
  const id = text(source.id ?? source.name);
  return {
    id,
    title: text(source.title, id),
    summary: text(source.summary ?? source.description),
    viewport: normalizeViewport(source.viewport),
    actions: (Array.isArray(source.actions) ? source.actions : []).map(normalizeAction).filter(Boolean),
    parameters: (Array.isArray(source.parameters) ? source.parameters : []).map(normalizeParameter).filter(Boolean),
  };
}

/** The scene list from a `/api/scenes` document (`{"scenes": [...]}` or a bare array). */
export function normalizeSceneList(document) {
  const list = Array.isArray(document) ? document : Array.isArray(document?.scenes) ? document.scenes : [];
  return list.map(normalizeScene).filter((scene) => scene.id !== '');
}
