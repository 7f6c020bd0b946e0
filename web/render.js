// Draws frames decoded by protocol.js on a CanvasRenderingContext2D.
//
// Frames are in CSS pixels (1 point = 1 CSS px); the renderer scales by the device pixel ratio
// so lines stay sharp on high-density screens. Path2D objects are built once per cached path
// (keyed by the decoder's path object, which stays the same while its id stays cached) and
// reused every frame. Semantics follow docs/protocol.md: setTransform is relative to the frame,
// opacity is canvas globalAlpha, a stroke of width 0 draws nothing, gradients that paint
// nothing on canvas are skipped.
//
// Filters (docs/protocol.md §1.1): a radius is a Gaussian's σ in points. A lone shadow drawn at
// full opacity uses the canvas shadow (shadowBlur = 2σ, per the HTML spec) — for solid fills
// blurred once into a cached sprite (shadow-sprites.js) and drawn under the shape; anything else uses
// ctx.filter (`drop-shadow()` and `blur()` take σ). Chromium applies globalAlpha *before*
// ctx.filter (a half-transparent shape would show its own shadow through it), while SwiftUI and
// the protocol filter first and then apply the opacity: so a filtered draw or layer below full
// opacity draws at globalAlpha 1 with the opacity as the chain's last function, `opacity()`. Lengths are multiplied by the device pixel ratio: canvas shadows and filters are
// measured in backing-store pixels, untouched by the transform. A layer draws into an offscreen
// canvas of the backing store's size (one per nesting level, reused) that is then composited
// with the opacity and filters in effect at beginLayer, through the clip in effect then.

import { ShadowSprites } from './shadow-sprites.js';

/** CSS font stacks for the four font designs. */
/**
 * The page's colour emoji face (style.css's @font-face: the installed colour emoji font, for emoji
 * code points only), first in every stack so emoji draw in colour rather than as a system font's
 * monochrome glyphs or boxes. The SVG encoder names the same face.
 */
export const EMOJI_FAMILY = '"Zoetrope Emoji"';

export const FONT_FAMILIES = Object.freeze({
  default: `${EMOJI_FAMILY}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  serif: `${EMOJI_FAMILY}, ui-serif, Georgia, "Times New Roman", serif`,
  rounded: `${EMOJI_FAMILY}, ui-rounded, "SF Pro Rounded", system-ui, sans-serif`,
  monospaced: `${EMOJI_FAMILY}, ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`,
});

/** How many backing-store pixels of canvas `shadowBlur` give a Gaussian of σ = 1 pixel. */
export const SHADOW_BLUR_PER_SIGMA = 2;

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

/** The CSS filter function for one decoded filter, lengths scaled by `dpr`. */
export function cssFilter(filter, dpr) {
  if (filter.type === 'blur') return `blur(${filter.radius * dpr}px)`;
  return `drop-shadow(${filter.x * dpr}px ${filter.y * dpr}px ${filter.radius * dpr}px ${filter.color})`;
}

/**
 * The canvas `filter` for a filter list drawn at `opacity`: the filters in order, then the
 * opacity as `opacity()` (docs/protocol.md §1.1: filter, then composite with the opacity).
 */
export function filterChain(filters, dpr, opacity = 1) {
  const chain = filters.map((f) => cssFilter(f, dpr));
  if (opacity < 1) chain.push(`opacity(${opacity})`);
  return chain.join(' ');
}

/** A 2D context on a fresh offscreen canvas of `width` × `height` pixels (the default layer factory). */
function offscreenContext(width, height) {
  const canvas = typeof OffscreenCanvas === 'function'
    ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });
  return canvas.getContext('2d');
}

/** Draws frames on one canvas context, keeping a Path2D per cached path across frames. */
export class FrameRenderer {
  #ctx;
  #Path2D;
  #createContext;
  #paths = new WeakMap();
  #digitWidths = new Map();
  /** Offscreen layer contexts, one per nesting depth, reused across frames. */
  #layers = [];
  /** Pre-blurred shadows of filled paths, or null when disabled. */
  #sprites;

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {{Path2D?: Function, createContext?: Function, shadowSprites?: boolean}} [options]
   *   Path2D constructor and a factory `(width, height) => 2D context` for layers and sprites
   *   (injectable for tests); whether fills' shadows come from cached sprites (shadow-sprites.js)
   */
  constructor(ctx, { Path2D = globalThis.Path2D, createContext = offscreenContext, shadowSprites = true } = {}) {
    this.#ctx = ctx;
    this.#Path2D = Path2D;
    this.#createContext = createContext;
    this.#sprites = shadowSprites ? new ShadowSprites({ createContext }) : null;
  }

  /** Sprites made and reused so far, or null without sprites. */
  get spriteStats() { return this.#sprites?.stats ?? null; }

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
    const base = this.#ctx;
    const dpr = devicePixelRatio;
    base.save();
    base.setTransform(dpr, 0, 0, dpr, 0, 0);
    base.globalAlpha = 1;
    base.clearRect(0, 0, frame.width, frame.height);
    let ctx = base;
    let filters = [];
    // Open saves and layers, innermost last: { filters, layer } where layer is null for a save.
    const stack = [];
    let layer = null;
    const drew = () => { if (layer !== null) layer.drew = true; };
    const endLayer = () => {
      const index = stack.findLastIndex((entry) => entry.layer !== null);
      for (let i = stack.length - 1; i > index; i--) ctx.restore();
      const entry = stack[index];
      stack.length = index;
      ctx = entry.layer.parent;
      filters = entry.filters;
      if (entry.layer.drew) this.#composite(ctx, entry.layer, dpr);
      layer = stack.findLast((e) => e.layer !== null)?.layer ?? null;
      drew();
    };
    for (const op of frame.operations) {
      switch (op.op) {
        case 'save': ctx.save(); stack.push({ filters, layer: null }); break;
        case 'restore':
          if (stack.length > 0 && stack.at(-1).layer === null) { ctx.restore(); filters = stack.pop().filters; }
          break;
        case 'concatenate': ctx.transform(...op.transform); break;
        case 'setTransform': ctx.setTransform(...op.transform.map((v) => v * dpr)); break;
        case 'clip': ctx.clip(this.path2D(op.path), RULE[op.rule]); break;
        case 'setOpacity': ctx.globalAlpha = op.opacity; break;
        case 'addFilter': filters = [...filters, op.filter]; break;
        case 'resetFilters': filters = []; break;
        case 'beginLayer': {
          const target = this.#layerContext(stack.filter((e) => e.layer !== null).length);
          target.setTransform(ctx.getTransform());
          layer = { parent: ctx, target, opacity: ctx.globalAlpha, filters, drew: false };
          stack.push({ filters, layer });
          ctx = target;
          filters = [];
          break;
        }
        case 'endLayer': if (layer !== null) endLayer(); break;
        case 'fill': {
          const style = paintStyle(ctx, op.paint);
          if (style === null) break;
          ctx.fillStyle = style;
          const path = this.path2D(op.path);
          if (this.#spriteShadow(ctx, filters, op, path, dpr)) ctx.fill(path, RULE[op.rule]);
          else this.#filtered(ctx, filters, dpr, () => ctx.fill(path, RULE[op.rule]));
          drew();
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
          const path = this.path2D(op.path);
          this.#filtered(ctx, filters, dpr, () => ctx.stroke(path));
          drew();
          break;
        }
        case 'text': this.#filtered(ctx, filters, dpr, () => this.#text(ctx, op)); drew(); break;
        default: break;
      }
    }
    while (layer !== null) endLayer();
    for (let i = stack.length; i > 0; i--) ctx.restore();
    base.restore();
  }

  /** The cleared offscreen context for a layer at `depth`, as large as the backing store. */
  #layerContext(depth) {
    const { width, height } = this.#ctx.canvas;
    let target = this.#layers[depth];
    if (target === undefined || target.canvas.width !== width || target.canvas.height !== height) {
      target = this.#createContext(width, height);
      this.#layers[depth] = target;
    }
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.globalAlpha = 1;
    target.clearRect(0, 0, width, height);
    return target;
  }

  /** Draws a finished layer onto `ctx` with its opacity and filters. */
  #composite(ctx, layer, dpr) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = layer.opacity;
    this.#filtered(ctx, layer.filters, dpr, () => ctx.drawImage(layer.target.canvas, 0, 0));
    ctx.restore();
  }

  /** Draws a fill's lone shadow from a sprite when it can (solid paint, full opacity). */
  #spriteShadow(ctx, filters, op, path, dpr) {
    if (this.#sprites === null || filters.length !== 1 || filters[0].type !== 'shadow') return false;
    if (ctx.globalAlpha !== 1 || op.paint.type !== 'color') return false;
    return this.#sprites.draw(ctx, op.path, path, RULE[op.rule], op.paint.color.slice(7), filters[0], dpr);
  }

  /** Runs `draw` with `filters` applied to what it draws (see the header for the mapping). */
  #filtered(ctx, filters, dpr, draw) {
    if (filters.length === 0) { draw(); return; }
    const [first] = filters;
    if (filters.length === 1 && first.type === 'shadow' && ctx.globalAlpha === 1) {
      ctx.shadowColor = first.color;
      ctx.shadowBlur = SHADOW_BLUR_PER_SIGMA * first.radius * dpr;
      ctx.shadowOffsetX = first.x * dpr;
      ctx.shadowOffsetY = first.y * dpr;
      draw();
      ctx.shadowColor = 'rgba(0, 0, 0, 0)';
      ctx.shadowBlur = 0;
      ctx.shadowOffsetX = 0;
      ctx.shadowOffsetY = 0;
      return;
    }
    // Chromium applies globalAlpha to the source before ctx.filter; the protocol filters first.
    // So the opacity goes last in the filter chain, and globalAlpha is 1 while it draws.
    const opacity = ctx.globalAlpha;
    ctx.filter = filterChain(filters, dpr, opacity);
    ctx.globalAlpha = 1;
    draw();
    ctx.globalAlpha = opacity;
    ctx.filter = 'none';
  }

  #text(ctx, op) {
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
    const digit = this.#digitWidth(ctx);
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

  #digitWidth(ctx) {
    const { font } = ctx;
    let w = this.#digitWidths.get(font);
    if (w === undefined) {
      w = 0;
      for (let d = 0; d <= 9; d++) w = Math.max(w, ctx.measureText(String(d)).width);
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
