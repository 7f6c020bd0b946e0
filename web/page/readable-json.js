// The inspector's text: a JSON value pretty-printed with its numbers rounded for reading
// (195.00000000000003 → 195, 0.123456 → 0.123), each rounded number keeping its full value for
// hover and copy. No DOM: returns tokens the panel turns into text and spans.

/** A number for reading: 3 decimals from 1 up, 3 significant digits below 1; integers as they are. */
export function readableNumber(value) {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const rounded = Math.abs(value) >= 1 ? Number(value.toFixed(3)) : Number(value.toPrecision(3));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * The value as JSON text (two-space indent, like JSON.stringify(value, null, 2)) cut into tokens:
 * `{text}` for plain text, `{text, full}` for a number shown rounded whose full text is `full`.
 */
export function readableTokens(value) {
  const tokens = [];
  const plain = (text) => {
    const last = tokens[tokens.length - 1];
    if (last && last.full === undefined) last.text += text;
    else tokens.push({ text });
  };
  const walk = (node, indent) => {
    if (typeof node === 'number') {
      const full = JSON.stringify(node);
      const text = Number.isFinite(node) ? readableNumber(node) : full;
      if (text === full) plain(text);
      else tokens.push({ text, full });
    } else if (Array.isArray(node)) {
      if (node.length === 0) return plain('[]');
      plain('[\n');
      node.forEach((item, index) => {
        plain(' '.repeat(indent + 2));
        walk(item, indent + 2);
        plain(index < node.length - 1 ? ',\n' : '\n');
      });
      plain(`${' '.repeat(indent)}]`);
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      if (keys.length === 0) return plain('{}');
      plain('{\n');
      keys.forEach((key, index) => {
        plain(`${' '.repeat(indent + 2)}${JSON.stringify(key)}: `);
        walk(node[key], indent + 2);
        plain(index < keys.length - 1 ? ',\n' : '\n');
      });
      plain(`${' '.repeat(indent)}}`);
    } else {
      plain(JSON.stringify(node) ?? 'null');
    }
  };
  walk(value, 0);
  return tokens;
}
