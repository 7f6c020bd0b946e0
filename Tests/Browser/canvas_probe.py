"""Draws hand-built decoded frames with the page's own renderer (web/render.js) on a fresh canvas
in the browser and reads its pixels back, for tests of what the renderer draws."""

# Runs in the page: imports the renderer, draws `frame` (a decoded-frame object whose paths are
# given as [verbs, coords]) `repeat` times with one renderer on a canvas of its size at `dpr` (the
# second time, a filled shape's shadow comes from a cached sprite), and returns the requested
# channels of the requested rows.
DRAW = """
const [frame, dpr, rows, repeat, done] = arguments;
import('/render.js').then(({ FrameRenderer, sizeCanvas }) => {
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, frame.width, frame.height, dpr);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let id = 0;
  for (const op of frame.operations) {
    if (op.path) op.path = { id: id++, verbs: Uint8Array.from(op.path[0]), coords: Float32Array.from(op.path[1]) };
  }
  const renderer = new FrameRenderer(ctx);
  for (let i = 0; i < repeat; i++) renderer.draw(frame, { devicePixelRatio: dpr });
  done(rows.map(([y, channels]) => {
    const data = ctx.getImageData(0, y, canvas.width, 1).data;
    return Array.from({ length: canvas.width }, (_, x) => channels.map((c) => data[4 * x + c]));
  }));
}).catch((error) => done(String(error)));
"""


def rect(x, y, w, h):
    """A rectangle as [verbs, coords] for DRAW."""
    return [[0, 1, 1, 1, 4], [x, y, x + w, y, x + w, y + h, x, y + h]]


def fill(path, color, name=None):
    op = {"op": "fill", "path": path, "paint": {"type": "color", "color": color}, "rule": "nonZero"}
    if name:
        op["name"] = name
    return op


def draw(browser, url, frame, dpr=1, rows=((0, (3,)),), repeat=1):
    """Rows of the drawn canvas: for each (device-pixel y, channels), a list per x of the channel values."""
    if not browser.current_url.startswith(url):
        browser.get(url)
    result = browser.execute_async_script(DRAW, frame, dpr, [[y, list(c)] for y, c in rows], repeat)
    assert not isinstance(result, str), result
    return result
