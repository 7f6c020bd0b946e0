// The side panel: the scene's actions as buttons, its parameters as live controls, and the
// state inspector.

import { readableTokens } from './readable-json.js';
import { labelFor } from './scene-info.js';

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

function numberControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'range';
  input.min = String(parameter.min);
  input.max = String(parameter.max);
  input.step = String(parameter.step);
  input.value = String(parameter.value);
  const output = document.createElement('output');
  const show = () => { output.textContent = `${Number(input.value).toPrecision(4).replace(/\.?0+$/, '')}${parameter.unit ? ` ${parameter.unit}` : ''}`; };
  show();
  input.addEventListener('input', () => {
    show();
    onChange(parameter.name, Number(input.value));
  });
  return [input, output];
}

function boolControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.checked = parameter.value;
  input.addEventListener('change', () => onChange(parameter.name, input.checked));
  return [input];
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
  return [select];
}

function textControl(parameter, onChange) {
  const input = document.createElement('input');
  input.type = 'text';
  input.maxLength = 256;
  input.value = parameter.value;
  input.addEventListener('change', () => onChange(parameter.name, input.value));
  return [input];
}

const CONTROLS = { number: numberControl, bool: boolControl, choice: choiceControl, text: textControl };

/** Replaces the parameter controls; `values` (name → value) overrides the defaults. */
export function renderParameters(container, parameters, onChange, values = new Map()) {
  container.replaceChildren(...parameters.map((parameter) => {
    const current = values.has(parameter.name) ? { ...parameter, value: values.get(parameter.name) } : parameter;
    const label = document.createElement('label');
    label.className = `parameter parameter-${parameter.kind}`;
    label.dataset.parameter = parameter.name;
    const title = document.createElement('span');
    title.textContent = parameter.title;
    label.append(title, ...CONTROLS[parameter.kind](current, onChange));
    return label;
  }));
  if (parameters.length === 0) container.replaceChildren(note('This scene has no parameters.'));
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
