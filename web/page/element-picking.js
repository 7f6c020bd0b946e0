// Element picking: the named drawing operations of a decoded frame (protocol.js) as regions with
// their bounds in viewport points, current transform, paint and clip, and the topmost region
// under a point. Bounds are exact for paths (Bézier extrema after the transform), widened by half
// the line width for strokes, estimated for text (from an injected text measure), and cut to the
// clip's bounds. No DOM: a precise point-in-shape test can be injected (the page uses the canvas).

const IDENTITY = Object.freeze([1, 0, 0, 1, 0, 0]);

/** `m` then `n` as one transform (canvas order: `ctx.transform(n)` after `m`). */
export function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** Roots in (0, 1) of the derivative of a 1-D cubic Bézier p0…p3. */
function cubicExtremaParameters(p0, p1, p2, p3) {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots = [];
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) roots.push(-c / b);
  } else {
    const d = b * b - 4 * a * c;
    if (d >= 0) {
      const r = Math.sqrt(d);
      roots.push((-b + r) / (2 * a), (-b - r) / (2 * a));
    }
  }
  return roots.filter((t) => t > 0 && t < 1);
}

const cubicAt = (p0, p1, p2, p3, t) => {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
};

/** An empty box, to be grown with `include`. */
const emptyBox = () => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
const include = (box, x, y) => {
  box.minX = Math.min(box.minX, x);
  box.minY = Math.min(box.minY, y);
  box.maxX = Math.max(box.maxX, x);
  box.maxY = Math.max(box.maxY, y);
};

/**
 * The exact bounding box, in viewport points, of a decoded path drawn under transform `m`:
 * `{x, y, width, height}`, or null for a path with no points.
 */
export function pathBounds(path, m = IDENTITY) {
  const box = emptyBox();
  const c = path.coords;
  let k = 0;
  let current = null;
  let start = null;
  for (const verb of path.verbs) {
    if (verb === 0 || verb === 1) {
      current = apply(m, c[k], c[k + 1]);
      if (verb === 0) start = current;
      include(box, ...current);
      k += 2;
    } else if (verb === 2 || verb === 3) {
      const points = [current ?? apply(m, 0, 0)];
      const count = verb === 2 ? 2 : 3;
      for (let i = 0; i < count; i++) points.push(apply(m, c[k + 2 * i], c[k + 2 * i + 1]));
      k += 2 * count;
      // A quadratic as the cubic it equals.
      const [p0, q1, q2, q3] = verb === 2
        ? [points[0], points[0].map((v, i) => v + (2 / 3) * (points[1][i] - v)), points[2].map((v, i) => v + (2 / 3) * (points[1][i] - v)), points[2]]
        : points;
      include(box, ...q3);
      for (const axis of [0, 1]) {
        for (const t of cubicExtremaParameters(p0[axis], q1[axis], q2[axis], q3[axis])) {
          include(box, cubicAt(p0[0], q1[0], q2[0], q3[0], t), cubicAt(p0[1], q1[1], q2[1], q3[1], t));
        }
      }
      current = q3;
    } else {
      current = start;
    }
  }
  if (box.minX === Infinity) return null;
  return { x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY };
}

/** The box of the four corners of `rect` under `m`. */
function transformedRect(rect, m) {
  const box = emptyBox();
  for (const [x, y] of [[rect.x, rect.y], [rect.x + rect.width, rect.y], [rect.x, rect.y + rect.height], [rect.x + rect.width, rect.y + rect.height]]) {
    include(box, ...apply(m, x, y));
  }
  return { x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY };
}

/** The overlap of two boxes, or null when they do not meet. */
export function intersect(a, b) {
  if (a === null || b === null) return null;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  if (right < x || bottom < y) return null;
  return { x, y, width: right - x, height: bottom - y };
}

const grow = (box, by) => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

/** A text run's box in user space, from its position, alignment, baseline and measured width. */
export function textBox(op, width) {
  const size = op.font.size;
  const [x, y] = op.position;
  const left = op.alignment === 'leading' ? x : op.alignment === 'center' ? x - width / 2 : x - width;
  // Ascent ≈ 0.8 em, descent ≈ 0.2 em.
  const top = { top: y, middle: y - size / 2, bottom: y - size, alphabetic: y - 0.8 * size }[op.baseline] ?? y - 0.8 * size;
  return { x: left, y: top, width, height: size };
}

/** A width estimate for text when nothing measures it: 0.6 em per character. */
const estimateWidth = (op) => 0.6 * op.font.size * Array.from(op.text).length;

/**
 * The named fill, stroke and text operations of `frame`, in drawing order, each
 * `{index, name, op, bounds, transform, paint, path?, rule?, lineWidth?, text?}`; `bounds` (points,
 * clipped) is null when nothing of it can show.
 * @param {{operations: object[]}} frame
 * @param {{measureText?: (op: object) => number}} [options] the width of a text run in user space
 */
export function namedRegions(frame, { measureText = estimateWidth } = {}) {
  const regions = [];
  let transform = IDENTITY;
  let clip = null;
  const stack = [];
  frame.operations.forEach((op, index) => {
    switch (op.op) {
      case 'save':
      case 'beginLayer':
        stack.push({ transform, clip });
        break;
      case 'restore':
      case 'endLayer':
        if (stack.length > 0) ({ transform, clip } = stack.pop());
        break;
      case 'concatenate': transform = multiply(transform, op.transform); break;
      case 'setTransform': transform = op.transform.slice(); break;
      case 'clip': {
        const bounds = pathBounds(op.path, transform) ?? { x: 0, y: 0, width: 0, height: 0 };
        clip = clip === null ? bounds : intersect(clip, bounds) ?? { x: bounds.x, y: bounds.y, width: 0, height: 0 };
        break;
      }
      case 'fill':
      case 'stroke':
      case 'text': {
        if (op.name === undefined) break;
        let bounds;
        const region = { index, name: op.name, op: op.op, transform, paint: op.paint };
        if (op.op === 'text') {
          bounds = transformedRect(textBox(op, measureText(op)), transform);
          region.text = op.text;
        } else {
          bounds = pathBounds(op.path, transform);
          region.path = op.path;
          if (op.op === 'fill') region.rule = op.rule;
          if (op.op === 'stroke' && bounds !== null) {
            region.lineWidth = op.style.width;
            const scale = Math.sqrt(Math.abs(transform[0] * transform[3] - transform[1] * transform[2]));
            bounds = grow(bounds, (op.style.width * scale) / 2);
          }
        }
        region.bounds = clip === null ? bounds : intersect(bounds, clip);
        regions.push(region);
        break;
      }
      default:
        break;
    }
  });
  return regions;
}

const inside = (box, { x, y }) => box !== null && x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;

/**
 * The topmost region (last drawn) under `point` (viewport points): its bounds hold the point and,
 * when `contains(region, point)` is given, the shape itself does. Null when none.
 */
export function pickRegion(regions, point, contains = null) {
  for (let i = regions.length - 1; i >= 0; i--) {
    const region = regions[i];
    if (inside(region.bounds, point) && (contains === null || contains(region, point))) return region;
  }
  return null;
}

const format = (value) => String(Number(value.toFixed(2)) + 0);

/**
 * A transform in words: `identity`, or its translation, rotation (degrees) and scale, e.g.
 * `translate(120, 40) rotate(30°) scale(0.85, 1.18)`, with a shear as `matrix(…)` instead.
 */
export function describeTransform(m) {
  const [a, b, c, d, tx, ty] = m;
  const sx = Math.hypot(a, b);
  const angle = Math.atan2(b, a);
  const sy = sx === 0 ? 0 : (a * d - b * c) / sx;
  const shear = sx === 0 ? 0 : (a * c + b * d) / sx;
  if (Math.abs(shear) > 1e-6) return `matrix(${m.map(format).join(', ')})`;
  const parts = [];
  if (Math.abs(tx) > 1e-9 || Math.abs(ty) > 1e-9) parts.push(`translate(${format(tx)}, ${format(ty)})`);
  if (Math.abs(angle) > 1e-9) parts.push(`rotate(${format((angle * 180) / Math.PI)}°)`);
  if (Math.abs(sx - 1) > 1e-9 || Math.abs(sy - 1) > 1e-9) parts.push(`scale(${format(sx)}, ${format(sy)})`);
  return parts.length === 0 ? 'identity' : parts.join(' ');
}

/** A paint in words: `#E8702AFF`, or `linear gradient #…FF → #…FF (3 stops)`. */
export function describePaint(paint) {
  if (paint.type === 'color') return paint.color;
  const kind = { linearGradient: 'linear', radialGradient: 'radial', conicGradient: 'angular' }[paint.type] ?? paint.type;
  const stops = paint.stops;
  if (stops.length === 0) return `${kind} gradient, no stops`;
  return `${kind} gradient ${stops[0].color} → ${stops.at(-1).color} (${stops.length} stop${stops.length === 1 ? '' : 's'})`;
}

/** A box in words: `x 12, y 40, 42 × 42 pt`. */
export function describeBounds(box) {
  if (box === null) return 'clipped out';
  return `x ${format(box.x)}, y ${format(box.y)}, ${format(box.width)} × ${format(box.height)} pt`;
}
