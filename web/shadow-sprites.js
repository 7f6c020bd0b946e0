// Pre-blurred shadow sprites: the canvas blurs a shadow afresh on every draw (Skia's mask blur),
// which for 60 shadowed discs costs more than the 4 ms a frame may take. A fill's shadow depends
// only on its path, the transform's scale, the colour and σ, so it is blurred once into a sprite
// and afterwards drawn with one drawImage under the shape.
//
// A sprite is made at the transform's uniform scale rounded to 1/32 of an octave with the
// canvas's own shadow (shadowBlur = 2σ), so its blur is the uncached one's. Unrotated (the common
// case) it is blitted unscaled at a whole pixel, centred on the shape: the shadow's outline is
// then at most one pixel plus 0.55 % of the shape's half-size from exact (measured: 1.1 px at
// σ = 8 px, invisible in a blur that wide), and no pixel is resampled (resampling cost 7–10× as
// much on a CPU canvas). Rotations and reflections draw it through the transform (a Gaussian is
// isotropic). Left to the canvas: shadows under σ = 2 px (cheap for it, and where a pixel shows),
// other transforms (shears, unequal scales), and a shadow the first time it is seen (a path that
// is new every frame never earns a sprite). Sprites hang off the decoder's path objects (a
// WeakMap), so they go when the path cache forgets the path; at most `limit` are kept.

const STEPS_PER_OCTAVE = 32;
/** Shadows sharper than this σ (device pixels) are left to the canvas. */
const MIN_SPRITE_SIGMA = 2;
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
  /** Shadows left to the canvas on first sight, sprites made, sprites reused (for tests and benchmarks). */
  stats = { skipped: 0, made: 0, hits: 0 };

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
    const sigma = shadow.radius * dpr;
    // Sharp shadows are cheap for the canvas and show resampling: leave them to it.
    if (sigma < MIN_SPRITE_SIGMA) return false;
    const m = ctx.getTransform();
    const s = similarityScale(m);
    if (s === null) return false;
    const q = spriteScale(s);
    const key = `${q} ${sigma} ${shadow.color} ${rule} ${alphaHex}`;
    let perPath = this.#sprites.get(path);
    let sprite = perPath?.get(key);
    if (sprite === undefined || sprite === null) {
      if (this.#count >= this.#limit) { this.#sprites = new WeakMap(); this.#count = 0; perPath = undefined; }
      if (perPath === undefined) { perPath = new Map(); this.#sprites.set(path, perPath); }
      // A shadow seen once is left to the canvas: a path drawn only once (fresh geometry every
      // frame) would pay for a sprite it never reuses. The second time, it gets its sprite.
      if (sprite === undefined) {
        perPath.set(key, null);
        this.#count++;
        this.stats.skipped++;
        return false;
      }
      sprite = this.#make(path, path2D, rule, alphaHex, shadow.color, sigma, q);
      if (sprite === null) return false;
      perPath.set(key, sprite);
      this.stats.made++;
    } else {
      this.stats.hits++;
    }
    if (sprite.canvas === null) return true; // an empty path casts no shadow
    const { ox, oy } = sprite;
    if (m.b === 0 && m.c === 0 && m.a > 0 && m.d > 0) {
      // Unrotated: blit the sprite unscaled, its centre on the shape's centre rounded to a whole
      // pixel — no resampling (the fast path).
      const [minX, minY, maxX, maxY] = this.#bounds.get(path);
      const cx = (minX + maxX) / 2;
      const cy = (minY + maxY) / 2;
      const x = Math.round(m.a * cx + m.e + shadow.x * dpr - (cx * q - ox));
      const y = Math.round(m.d * cy + m.f + shadow.y * dpr - (cy * q - oy));
      ctx.setTransform(1, 0, 0, 1, x, y);
      ctx.drawImage(sprite.canvas, 0, 0);
    } else {
      // Rotated or reflected: sprite pixel (u, v) is the local point ((u + ox) / q, (v + oy) / q).
      const k = 1 / q;
      ctx.setTransform(m.a * k, m.b * k, m.c * k, m.d * k,
        m.e + shadow.x * dpr + (m.a * ox + m.c * oy) * k,
        m.f + shadow.y * dpr + (m.b * ox + m.d * oy) * k);
      ctx.drawImage(sprite.canvas, 0, 0);
    }
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
    // An ImageBitmap draws much faster than a canvas, which Chromium snapshots on every drawImage.
    const canvas = typeof ctx.canvas.transferToImageBitmap === 'function' ? ctx.canvas.transferToImageBitmap() : ctx.canvas;
    return { canvas, ox, oy };
  }
}
