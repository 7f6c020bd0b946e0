// Creating SVG elements for the page's small plots.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element `name` with `attributes` (values stringified), appended to `parent` when given. */
export function svgElement(name, attributes = {}, parent = null) {
  const element = document.createElementNS(SVG_NS, name);
  setAttributes(element, attributes);
  parent?.append(element);
  return element;
}

/** Sets several attributes at once. */
export function setAttributes(element, attributes) {
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
}
