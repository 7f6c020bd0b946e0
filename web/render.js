// Draws frames decoded by protocol.js on a CanvasRenderingContext2D.
//
// Frames are in CSS pixels (1 point = 1 CSS px); the renderer scales by the device pixel ratio
// so lines stay sharp on high-density screens. Path2D objects are built once per cached path
// (keyed by the decoder's path object, which stays the same while its id stays cached) and
// reused every frame. Semantics follow docs/protocol.md: setTransform is relative to the frame,
// opacity is canvas globalAlpha, a stroke of width 0 draws nothing, gradients that paint
// nothing on canvas are skipped.

/** CSS font stacks for the four font designs. */
export const FONT_FAMILIES = Object.freeze({
  default: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif',
  monospaced: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
});

const ALIGN = { leading: 'left', center: 'center', trailing: 'right' };
const RULE = { nonZero: 'nonzero', evenOdd: 'evenodd' };

/** The CSS font shorthand for a decoded font. */
export function fontString(font) {
  return `${font.italic ? 'italic ' : ''}${font.weight} ${font.size}px ${FONT_FAMILIES[font.design]}`;
}

/** Sizes a canvas for `width` × `height` CSS pixels at `devicePixelRatio`. */
export function sizeCanvas(canvas, width, height, devicePixelRatio = 1) {
  canvas.width = Math.max(1, Math.round(width * devicePixelRatio));
  canvas.height = Math.max(1, Math.round(height * devicePixelRatio));
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
}

/** Replays a decoded path's elements on a Path2D (or anything with the same methods). */
export function tracePath(target, path) {
  const c = path.coords;
  let k = 0;
  for (const verb of path.verbs) {
    switch (verb) {
      case 0: target.moveTo(c[k], c[k + 1]); k += 2; break;
      case 1: target.lineTo(c[k], c[k + 1]); k += 2; break;
      case 2: target.quadraticCurveTo(c[k], c[k + 1], c[k + 2], c[k + 3]); k += 4; break;
      case 3: target.bezierCurveTo(c[k], c[k + 1], c[k + 2], c[k + 3], c[k + 4], c[k + 5]); k += 6; break;
      default: target.closePath();
    }
  }
  return target;
}

/** Draws frames on one canvas context, keeping a Path2D per cached path across frames. */
export class FrameRenderer {
  #ctx;
  #Path2D;
  #paths = new WeakMap();
  #digitWidths = new Map();

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {{Path2D?: Function}} [options] Path2D constructor (injectable for tests)
   */
  constructor(ctx, { Path2D = globalThis.Path2D } = {}) {
    this.#ctx = ctx;
    this.#Path2D = Path2D;
  }

  /** The Path2D for a decoded path object, built on first use. */
  path2D(path) {
    let p = this.#paths.get(path);
    if (p === undefined) {
      p = tracePath(new this.#Path2D(), path);
      this.#paths.set(path, p);
    }
    return p;
  }

  /**
   * Clears the canvas and draws `frame`.
   * @param {object} frame a frame from FrameDecoder.decode
   * @param {{devicePixelRatio?: number}} [options]
   */
  draw(frame, { devicePixelRatio = 1 } = {}) {
    const ctx = this.#ctx;
    const dpr = devicePixelRatio;
    ctx.save();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.globalAlpha = 1;
    ctx.clearRect(0, 0, frame.width, frame.height);
    let depth = 0;
    for (const op of frame.operations) {
      switch (op.op) {
        case 'save': ctx.save(); depth++; break;
        case 'restore': if (depth > 0) { ctx.restore(); depth--; } break;
        case 'concatenate': ctx.transform(...op.transform); break;
        case 'setTransform': ctx.setTransform(...op.transform.map((v) => v * dpr)); break;
        case 'clip': ctx.clip(this.path2D(op.path), RULE[op.rule]); break;
        case 'setOpacity': ctx.globalAlpha = op.opacity; break;
        case 'fill': {
          const style = paintStyle(ctx, op.paint);
          if (style === null) break;
          ctx.fillStyle = style;
          ctx.fill(this.path2D(op.path), RULE[op.rule]);
          break;
        }
        case 'stroke': {
          const style = op.style.width > 0 ? paintStyle(ctx, op.paint) : null;
          if (style === null) break;
          ctx.strokeStyle = style;
          ctx.lineWidth = op.style.width;
          ctx.lineCap = op.style.cap;
          ctx.lineJoin = op.style.join;
          ctx.miterLimit = op.style.miterLimit;
          ctx.setLineDash(op.style.dash);
          ctx.lineDashOffset = op.style.dashPhase;
          ctx.stroke(this.path2D(op.path));
          break;
        }
        case 'text': this.#text(op); break;
        default: break;
      }
    }
    while (depth-- > 0) ctx.restore();
    ctx.restore();
  }

  #text(op) {
    const ctx = this.#ctx;
    const style = paintStyle(ctx, op.paint);
    if (style === null || op.text === '') return;
    ctx.fillStyle = style;
    ctx.font = fontString(op.font);
    ctx.textBaseline = op.baseline;
    const [x, y] = op.position;
    if (!op.font.monospacedDigit || !/[0-9]/.test(op.text)) {
      ctx.textAlign = ALIGN[op.alignment];
      ctx.fillText(op.text, x, y);
      return;
    }
    // Tabular digits: each digit sits centred in a cell as wide as the widest digit.
    const digit = this.#digitWidth(ctx.font);
    const chars = Array.from(op.text);
    const widths = chars.map((ch) => (ch >= '0' && ch <= '9' ? digit : ctx.measureText(ch).width));
    const total = widths.reduce((a, b) => a + b, 0);
    let cursor = op.alignment === 'leading' ? x : op.alignment === 'center' ? x - total / 2 : x - total;
    ctx.textAlign = 'center';
    chars.forEach((ch, i) => {
      ctx.fillText(ch, cursor + widths[i] / 2, y);
      cursor += widths[i];
    });
  }

  #digitWidth(font) {
    let w = this.#digitWidths.get(font);
    if (w === undefined) {
      w = 0;
      for (let d = 0; d <= 9; d++) w = Math.max(w, this.#ctx.measureText(String(d)).width);
      this.#digitWidths.set(font, w);
    }
    return w;
  }
}

/** A canvas fill/stroke style for a decoded paint, or null when it paints nothing. */
export function paintStyle(ctx, paint) {
  if (paint.type === 'color') return paint.color;
  if (paint.stops.length === 0) return null;
  let gradient;
  if (paint.type === 'linearGradient') {
    const [x0, y0] = paint.start;
    const [x1, y1] = paint.end;
    if (x0 === x1 && y0 === y1) return null;
    gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  } else if (paint.type === 'radialGradient') {
    const [cx, cy] = paint.center;
    if (paint.startRadius === paint.endRadius) return null;
    gradient = ctx.createRadialGradient(cx, cy, paint.startRadius, cx, cy, paint.endRadius);
  } else {
    const [cx, cy] = paint.center;
    // Browsers without conic gradients get the start colour.
    if (typeof ctx.createConicGradient !== 'function') return paint.stops[0].color;
    gradient = ctx.createConicGradient(paint.angle, cx, cy);
  }
  for (const s of paint.stops) gradient.addColorStop(s.location, s.color);
  return gradient;
}
