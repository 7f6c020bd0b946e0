// Pre-blurred shadow sprites: the canvas blurs a shadow afresh on every draw (Skia's mask blur),
// which for 60 shadowed discs costs more than the 4 ms a frame may take. A fill's shadow depends
// only on its path, the transform's scale, the colour and σ, so it is blurred once into a sprite
// and afterwards drawn with one drawImage under the shape.
//
// A sprite is made at the transform's uniform scale rounded to 1/32 of an octave (a shadow drawn
// from it is at most 1.1 % off in size, under a tenth of σ for the shadows the specs draw) with
// the canvas's own shadow (shadowBlur = 2σ), so a sprite-drawn shadow matches the uncached one.
// Rotations and reflections reuse it (a Gaussian is isotropic); other transforms (shears,
// unequal scales) are left to the canvas. Sprites hang off the decoder's path objects (a WeakMap),
// so they go when the path cache forgets the path; at most `limit` are kept.

const STEPS_PER_OCTAVE = 32;
/** Sprites larger than this many pixels are not cached (the canvas draws those shadows). */
const MAX_SPRITE_PIXELS = 1 << 22;

/** The control-point bounds of a decoded path: [minX, minY, maxX, maxY], or null when empty. */
export function pathBounds(path) {
  const c = path.coords;
  if (c.length === 0) return null;
  let minX = Infinity; let minY = Infinity; let maxX = -Infinity; let maxY = -Infinity;
  for (let i = 0; i < c.length; i += 2) {
    if (c[i] < minX) minX = c[i];
    if (c[i] > maxX) maxX = c[i];
    if (c[i + 1] < minY) minY = c[i + 1];
    if (c[i + 1] > maxY) maxY = c[i + 1];
  }
  return [minX, minY, maxX, maxY];
}

/** The uniform scale of a similarity transform (a rotation or reflection times a scale), else null. */
export function similarityScale({ a, b, c, d }) {
  const sx = a * a + b * b;
  const sy = c * c + d * d;
  const tolerance = 1e-6 * Math.max(sx, sy);
  if (Math.abs(sx - sy) > tolerance || Math.abs(a * c + b * d) > tolerance || sx === 0) return null;
  return Math.sqrt(sx);
}

/** The scale a sprite is made at for transform scale `s`: s rounded to 1/32 of an octave. */
export function spriteScale(s) {
  return 2 ** (Math.round(Math.log2(s) * STEPS_PER_OCTAVE) / STEPS_PER_OCTAVE);
}

export class ShadowSprites {
  #createContext;
  #limit;
  #sprites = new WeakMap();
  #bounds = new WeakMap();
  #count = 0;
  /** Sprites made and reused since construction (for tests and benchmarks). */
  stats = { made: 0, hits: 0 };

  /**
   * @param {{createContext: Function, limit?: number}} options a factory `(width, height) => 2D
   *   context` for sprite canvases, and the most sprites kept
   */
  constructor({ createContext, limit = 512 }) {
    this.#createContext = createContext;
    this.#limit = limit;
  }

  /**
   * Draws the shadow of filling `path` (a decoded path, drawn as `path2D` under `rule`) with a
   * solid colour whose alpha is `alphaHex` (two hex digits) with `shadow` ({color, radius, x, y}
   * in points) on `ctx` at its current transform.
   * @returns {boolean} false, having drawn nothing, when the shadow cannot come from a sprite
   */
  draw(ctx, path, path2D, rule, alphaHex, shadow, dpr) {
    const m = ctx.getTransform();
    const s = similarityScale(m);
    if (s === null) return false;
    const sigma = shadow.radius * dpr;
    const q = spriteScale(s);
    const key = `${q} ${sigma} ${shadow.color} ${rule} ${alphaHex}`;
    let perPath = this.#sprites.get(path);
    let sprite = perPath?.get(key);
    if (sprite === undefined) {
      sprite = this.#make(path, path2D, rule, alphaHex, shadow.color, sigma, q);
      if (sprite === null) return false;
      if (this.#count >= this.#limit) { this.#sprites = new WeakMap(); this.#count = 0; perPath = undefined; }
      if (perPath === undefined) { perPath = new Map(); this.#sprites.set(path, perPath); }
      perPath.set(key, sprite);
      this.#count++;
      this.stats.made++;
    } else {
      this.stats.hits++;
    }
    if (sprite.canvas === null) return true; // an empty path casts no shadow
    // Sprite pixel (u, v) is the local point ((u + ox) / q, (v + oy) / q).
    const k = 1 / q;
    const { ox, oy } = sprite;
    ctx.setTransform(m.a * k, m.b * k, m.c * k, m.d * k,
      m.e + shadow.x * dpr + (m.a * ox + m.c * oy) * k,
      m.f + shadow.y * dpr + (m.b * ox + m.d * oy) * k);
    ctx.drawImage(sprite.canvas, 0, 0);
    ctx.setTransform(m);
    return true;
  }

  #make(path, path2D, rule, alphaHex, color, sigma, q) {
    let bounds = this.#bounds.get(path);
    if (bounds === undefined) { bounds = pathBounds(path); this.#bounds.set(path, bounds); }
    if (bounds === null) return { canvas: null, ox: 0, oy: 0 };
    const [minX, minY, maxX, maxY] = bounds;
    const pad = Math.ceil(3 * sigma) + 2;
    const ox = Math.floor(minX * q) - pad;
    const oy = Math.floor(minY * q) - pad;
    const width = Math.ceil(maxX * q) + pad - ox;
    const height = Math.ceil(maxY * q) + pad - oy;
    if (!(width * height <= MAX_SPRITE_PIXELS)) return null;
    const ctx = this.#createContext(width, height);
    // Fill the shape just left of the sprite and let its shadow fall inside: only the shadow
    // lands on the sprite, blurred exactly as the canvas blurs an uncached shadow.
    const shift = width + pad;
    ctx.setTransform(q, 0, 0, q, -ox - shift, -oy);
    ctx.shadowColor = color;
    ctx.shadowBlur = 2 * sigma;
    ctx.shadowOffsetX = shift;
    ctx.shadowOffsetY = 0;
    ctx.fillStyle = `#000000${alphaHex}`; // the shadow's alpha follows the fill's
    ctx.fill(path2D, rule);
    return { canvas: ctx.canvas, ox, oy };
  }
}
