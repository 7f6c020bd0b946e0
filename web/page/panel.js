// The side panel: the scene's actions as buttons, its parameters as live controls, and the
// state inspector.

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

/** Shows the scene's semantic state. */
export function showState(pre, state) {
  pre.textContent = state === undefined ? '' : JSON.stringify(state, null, 2);
}
