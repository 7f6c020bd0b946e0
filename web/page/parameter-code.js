// "Copy as Swift" and "Copy as events" for the parameters panel: the current values as the
// scene's parameter declarations (Stage's `Parameter` factories, the values as new defaults) or
// as events-file `set` events at t = 0. No DOM.

import { swiftNumber as curveNumber, swiftSpringForm, swiftUnitCurve } from './curve-swift.js';

/** A number as Swift source: `120`, `0.35`, `-2` (shortest round trip; integers without `.0`). */
function swiftNumber(value) {
  return String(value);
}

const swiftString = (value) => JSON.stringify(String(value));

/**
 * One declaration per parameter, e.g. `.number("size", default: 120, in: 20...300, step: 1,
 * summary: "Side of the square (points)"),` — paste over the scene's `parameters:` list.
 * @param {object[]} parameters normalised parameters (scene-info.js)
 * @param {Map<string, any>} values the current values (defaults where absent)
 */
export function swiftDeclarations(parameters, values = new Map()) {
  return parameters.map((parameter) => {
    const value = values.has(parameter.name) ? values.get(parameter.name) : parameter.defaultValue;
    const name = swiftString(parameter.name);
    const summary = `summary: ${swiftString(parameter.summary ?? '')}`;
    switch (parameter.kind) {
      case 'number':
        if (parameter.integer) {
          return `.integer(${name}, default: ${swiftNumber(value)}, in: ${swiftNumber(parameter.min)}...${swiftNumber(parameter.max)}, ${summary}),`;
        }
        return `.number(${name}, default: ${swiftNumber(value)}, in: ${swiftNumber(parameter.min)}...${swiftNumber(parameter.max)}`
          + `${parameter.declaredStep !== undefined ? `, step: ${swiftNumber(parameter.declaredStep)}` : ''}, ${summary}),`;
      case 'bool':
        return `.toggle(${name}, default: ${value === true}, ${summary}),`;
      case 'choice':
        return `.choice(${name}, default: ${swiftString(value)}, options: [${parameter.options.map(swiftString).join(', ')}], ${summary}),`;
      case 'curve':
        return `.timingCurve(${name}, default: ${swiftUnitCurve(value)}, y: ${curveNumber(parameter.yMin)}...${curveNumber(parameter.yMax)}, ${summary}),`;
      case 'spring':
        return `.spring(${name}, default: ${swiftSpringForm(value)}, ${summary}),`;
      default:
        return `// ${parameter.name}: ${JSON.stringify(value)}`;
    }
  }).join('\n');
}

/** The current values as events-file `set` events at t = 0, one per line (paste into `events`). */
export function setEvents(parameters, values = new Map()) {
  return parameters.map((parameter) => {
    const value = values.has(parameter.name) ? values.get(parameter.name) : parameter.defaultValue;
    return `{"t": 0, "type": "set", "name": ${JSON.stringify(parameter.name)}, "value": ${JSON.stringify(value)}},`;
  }).join('\n');
}
