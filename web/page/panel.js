// The side panel: the scene's actions as buttons, its parameters as live controls, and the
// state inspector.

import { curveControl } from './curve-editor.js';
import { readableTokens } from './readable-json.js';
import { labelFor } from './scene-info.js';
import { springControl } from './spring-editor.js';

/** Replaces the action buttons. */
export function renderActions(container, actions, onAction) {
  container.replaceChildren(...actions.map((action) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.title;
    button.dataset.action = action.name;
    button.addEventListener('click', () => onAction(action.name));
    return button;
  }));
  if (actions.length === 0) container.replaceChildren(note('This scene has no actions.'));
}

function note(text) {
  const p = document.createElement('p');
  p.className = 'note';
  p.textContent = text;
  return p;
}

function formatValue(value, unit) {
  return `${Number(Number(value).toPrecision(4))}${unit ? ` ${unit}` : ''}`;
}

/** A slider and an exact-value field that follow each other; `set` moves both (reset). */
function numberControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'range';
  input.min = String(parameter.min);
  input.max = String(parameter.max);
  input.step = String(parameter.step);
  input.value = String(parameter.value);
  input.setAttribute('aria-label', parameter.title);
  const exact = document.createElement('input');
  exact.type = 'number';
  exact.className = 'exact';
  exact.min = String(parameter.min);
  exact.max = String(parameter.max);
  exact.step = parameter.integer ? '1' : 'any';
  exact.value = String(parameter.value);
  exact.title = `Exact value, ${parameter.min}…${parameter.max}${parameter.unit ? ` ${parameter.unit}` : ''}`;
  exact.setAttribute('aria-label', `${parameter.title}, exact value`);
  input.title = formatValue(parameter.value, parameter.unit);
  input.addEventListener('input', () => {
    exact.value = input.value;
    input.title = formatValue(input.value, parameter.unit);
    onChange(parameter.name, Number(input.value));
  });
  exact.addEventListener('change', () => {
    const value = Number(exact.value);
    const valid = exact.value.trim() !== '' && Number.isFinite(value) && value >= parameter.min && value <= parameter.max
      && (!parameter.integer || Number.isInteger(value));
    exact.setCustomValidity(valid ? '' : `between ${parameter.min} and ${parameter.max}`);
    exact.dataset.invalid = String(!valid);
    if (!valid) return;
    input.value = String(value);
    onChange(parameter.name, value);
  });
  const set = (value) => {
    input.value = String(value);
    exact.value = String(value);
    exact.dataset.invalid = 'false';
  };
  return { elements: [input, exact], set };
}

function boolControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.checked = parameter.value;
  input.addEventListener('change', () => onChange(parameter.name, input.checked));
  return { elements: [input], set: (value) => { input.checked = value === true; } };
}

function choiceControl(parameter, onChange) {
  const select = document.createElement('select');
  for (const option of parameter.options) {
    const element = document.createElement('option');
    element.value = option;
    element.textContent = labelFor(option);
    select.append(element);
  }
  select.value = parameter.value;
  select.addEventListener('change', () => onChange(parameter.name, select.value));
  return { elements: [select], set: (value) => { select.value = value; } };
}

function textControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'text';
  input.maxLength = 256;
  input.value = parameter.value;
  input.addEventListener('change', () => onChange(parameter.name, input.value));
  return { elements: [input], set: (value) => { input.value = value; } };
}

const CONTROLS = {
  number: numberControl, bool: boolControl, choice: choiceControl, text: textControl, curve: curveControl, spring: springControl,
};

/**
 * Replaces the parameter controls; `values` (name → value) overrides the defaults. Each parameter
 * shows its description, an exact-value field (numbers) and a reset button; timing curves and
 * springs get their editors, which use `tools.copy(text, what)` for "copy as Swift".
 * @returns {{resetAll(): void}} puts every control back to its default (calling onChange for each that moved)
 */
export function renderParameters(container, parameters, onChange, values = new Map(), tools = {}) {
  const resets = [];
  container.replaceChildren(...parameters.map((parameter) => {
    const current = values.has(parameter.name) ? { ...parameter, value: values.get(parameter.name) } : parameter;
    const control = CONTROLS[parameter.kind](current, onChange, tools);
    // Editors with several inputs (curves, springs) are not one label's control.
    const label = document.createElement(control.block ? 'div' : 'label');
    label.className = `parameter parameter-${parameter.kind}`;
    label.dataset.parameter = parameter.name;
    const title = document.createElement('span');
    title.className = 'parameter-title';
    title.textContent = parameter.title;
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'reset';
    reset.textContent = '↺';
    reset.title = `Reset ${parameter.title} to ${JSON.stringify(parameter.defaultValue)}`;
    reset.setAttribute('aria-label', reset.title);
    const resetOne = () => {
      control.set(parameter.defaultValue);
      onChange(parameter.name, parameter.defaultValue);
    };
    reset.addEventListener('click', (event) => {
      event.preventDefault();
      resetOne();
    });
    resets.push(resetOne);
    label.append(title, reset);
    if (parameter.summary) {
      const summary = document.createElement('small');
      summary.className = 'parameter-summary';
      summary.textContent = parameter.summary;
      label.append(summary);
    }
    label.append(...control.elements);
    return label;
  }));
  if (parameters.length === 0) container.replaceChildren(note('This scene has no parameters.'));
  return { resetAll: () => resets.forEach((reset) => reset()) };
}

/**
 * Shows the scene's semantic state with numbers rounded for reading; each rounded number shows
 * its full value on hover, and copying gives full values. `data-json` holds the exact JSON.
 */
export function showState(pre, state) {
  if (state === undefined) {
    pre.replaceChildren();
    delete pre.dataset.json;
    return;
  }
  pre.dataset.json = JSON.stringify(state);
  pre.replaceChildren(...readableTokens(state).map((token) => {
    if (token.full === undefined) return document.createTextNode(token.text);
    const span = document.createElement('span');
    span.className = 'rounded';
    span.textContent = token.text;
    span.title = token.full;
    span.dataset.full = token.full;
    return span;
  }));
  if (!pre.dataset.copyFull) {
    pre.dataset.copyFull = 'true';
    pre.addEventListener('copy', (event) => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0) return;
      const fragment = selection.getRangeAt(0).cloneContents();
      for (const span of fragment.querySelectorAll('[data-full]')) span.textContent = span.dataset.full;
      event.clipboardData.setData('text/plain', fragment.textContent);
      event.preventDefault();
    });
  }
}
