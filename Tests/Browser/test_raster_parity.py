"""Parity between the page's canvas renderer (web/render.js in headless Chromium) and the Raster
module (`preview rasterize`, Cairo): every golden frame (Tests/Fixtures/protocol), each scene at
its opening times (SCENE_TIMES, no input) and the scenes' key moments with input (the frames their
snapshot tests keep, SNAPSHOTS) are drawn both ways from the same canonical JSON at 1× and 2×, and
compared pixel by pixel.

Per frame it prints the mean absolute difference (premultiplied RGBA channels, 0…255), the share
of pixels whose largest channel difference exceeds THRESHOLD, and the share of solid differences:
pixels over THRESHOLD whose whole neighbourhood within one point (3 × 3 device pixels at 1×, 5 × 5
at 2×) is over it too. Shapes, gradients, clips, layers and filters agree to antialiasing and
rounding; text is drawn by different engines from the same font files with the same slight
hinting (HarfBuzz shaping and Skia's rasteriser, subpixel x positions and baselines snapped to
whole device pixels, against glyph-by-glyph Cairo/FreeType at exact positions), so glyph edges
differ by a pixel here and there: thin differences along outlines, hardly ever solid.

Tolerances (measured numbers in Modules/Raster/README.md): a frame's mean difference at most
MAX_MEAN, at most MAX_OVER % of its pixels over THRESHOLD and at most MAX_SOLID % solid. Frames
without text stay under 0.45 mean and 0.3 %; the densest text (the event details screen at 1×,
fifteen lines of 15-point text) reaches about 1.5 mean and 2.5 %, so 2 and 3 % leave room for
font-rendering noise. Those two alone cannot catch a wrong shape in a frame with text (a 40 × 40
point square of the wrong colour added to a 390 × 844 frame raises them by about 0.5 and 0.6 %),
so the solid share does: glyph edges, blur and shadow edges leave at most 0.08 % (the event
details screen at 1×), while that square is 0.44 % solid at 1× and 2×, a 30 × 30 one 0.24 %. A
missing or misplaced shape, a wrong colour, gradient angle or blur over an area that size fails.
"""

import base64
import json
import subprocess
import tempfile
from pathlib import Path

import numpy
import pytest

from conftest import REPO

TEST_SECONDS = 300
THRESHOLD = 32
MAX_MEAN = 2.0
MAX_OVER = 3.0
MAX_SOLID = 0.2
FIXTURES = REPO / "Tests" / "Fixtures" / "protocol"
# Scene times (s) drawn from each scene: the first frame and moments into its opening animations.
SCENE_TIMES = (0, 0.4, 1.5)
# Key moments of the scenes, with input: the frames the scenes' snapshot tests keep as canonical
# JSON (Tests/<Module>/__Snapshots__/<Suite>/<name>.json; `-state.json` files and anything that is
# not a frame are skipped).
SNAPSHOTS = sorted(REPO.glob("Tests/*/__Snapshots__/*/*.json"))

# Runs in the page: converts a canonical JSON frame's path strings to decoded paths, draws it with
# the page's renderer at `dpr`, and returns the canvas's RGBA bytes (straight alpha) as base64.
DRAW = """
const [frame, dpr, done] = arguments;
import('/render.js').then(({ FrameRenderer, sizeCanvas }) => {
  const paths = new Map();
  const decode = (text) => {
    let p = paths.get(text);
    if (p) return p;
    const verbs = [], coords = [];
    const codes = { M: 0, L: 1, Q: 2, C: 3, Z: 4 };
    for (const token of text.trim().split(/\\s+/)) {
      if (token in codes) verbs.push(codes[token]); else if (token !== '') coords.push(Number(token));
    }
    p = { id: paths.size, verbs: Uint8Array.from(verbs), coords: Float32Array.from(coords) };
    paths.set(text, p);
    return p;
  };
  for (const op of frame.operations) if (typeof op.path === 'string') op.path = decode(op.path);
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, frame.width, frame.height, dpr);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  new FrameRenderer(ctx).draw(frame, { devicePixelRatio: dpr });
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
  done([canvas.width, canvas.height, btoa(binary)]);
}).catch((error) => done(String(error)));
"""


def browser_pixels(browser, url, frame, dpr):
    if not browser.current_url.startswith(url):
        browser.get(url)
    result = browser.execute_async_script(DRAW, frame, dpr)
    assert not isinstance(result, str), result
    width, height, data = result
    return width, height, base64.b64decode(data)


def raster_pixels(binary, frame_text, dpr, folder):
    source = Path(folder) / "frame.json"
    source.write_text(frame_text)
    png = Path(folder) / "frame.png"
    subprocess.run([str(binary), "rasterize", str(source), "--scale", str(dpr), "--out", str(png)],
                   check=True, capture_output=True, timeout=60)
    return subprocess.run(["ffmpeg", "-v", "error", "-i", str(png), "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                          check=True, capture_output=True, timeout=60).stdout


def solid(mask, radius):
    """`mask` eroded by a (2·radius+1)² square: True where the whole square around a pixel is True."""
    height, width = mask.shape
    out = numpy.zeros_like(mask)
    if height <= 2 * radius or width <= 2 * radius:
        return out
    inner = numpy.ones((height - 2 * radius, width - 2 * radius), dtype=bool)
    for dy in range(2 * radius + 1):
        for dx in range(2 * radius + 1):
            inner &= mask[dy:dy + height - 2 * radius, dx:dx + width - 2 * radius]
    out[radius:height - radius, radius:width - radius] = inner
    return out


def compare(a, b, width, height, dpr):
    """(mean absolute difference of premultiplied RGBA, % of pixels over THRESHOLD, % of pixels
    over THRESHOLD with every pixel within one point of them over THRESHOLD too)."""
    assert len(a) == len(b)
    x = numpy.frombuffer(a, dtype=numpy.uint8).reshape(height, width, 4).astype(numpy.int32)
    y = numpy.frombuffer(b, dtype=numpy.uint8).reshape(height, width, 4).astype(numpy.int32)
    for p in (x, y):
        p[..., :3] = p[..., :3] * p[..., 3:4] // 255
    diff = numpy.abs(x - y)
    over = diff.max(axis=2) > THRESHOLD
    return float(diff.mean()), float(100 * over.mean()), float(100 * solid(over, dpr).mean())


def golden_frames():
    manifest = json.loads((FIXTURES / "manifest.json").read_text())
    return [(entry["name"], (FIXTURES / f"{entry['name']}.json").read_text()) for entry in manifest]


def snapshot_frames():
    out = []
    for path in SNAPSHOTS:
        if path.name.endswith("-state.json"):
            continue
        text = path.read_text()
        frame = json.loads(text)
        if not (isinstance(frame, dict) and {"width", "height", "operations"} <= frame.keys()):
            continue
        out.append((f"{path.parts[-4].removesuffix('Tests')}/{path.stem}", text))
    return out


def scene_frames(binary):
    scenes = json.loads(subprocess.run([str(binary), "list", "--json"], check=True, capture_output=True, text=True,
                                       timeout=60).stdout)
    items = scenes["scenes"] if isinstance(scenes, dict) else scenes
    out = []
    for scene in items:
        for t in SCENE_TIMES:
            text = subprocess.run([str(binary), "render", scene["id"], "--at", str(t)], check=True, capture_output=True,
                                  text=True, timeout=60).stdout
            out.append((f"{scene['id']}@{t}", text))
    return out


def check(browser, server, binary, frames, dpr):
    report = []
    with tempfile.TemporaryDirectory() as folder:
        for name, text in frames:
            frame = json.loads(text)
            width, height, page = browser_pixels(browser, server.url, frame, dpr)
            raster = raster_pixels(binary, text, dpr, folder)
            assert len(page) == width * height * 4 == len(raster), name
            report.append((name, *compare(page, raster, width, height, dpr)))
    print()
    for name, mean, over, solid_over in report:
        print(f"parity {name:28} dpr {dpr}: mean |Δ| {mean:6.3f}  over {THRESHOLD}: {over:6.3f} %  solid: {solid_over:6.3f} %")
    for name, mean, over, solid_over in report:
        assert mean <= MAX_MEAN and over <= MAX_OVER and solid_over <= MAX_SOLID, \
            f"{name}: mean {mean:.3f}, {over:.3f} % over {THRESHOLD}, {solid_over:.3f} % solid"


@pytest.mark.parametrize("dpr", [1, 2])
def test_golden_frames_match_the_page(browser, server, binary, dpr):
    check(browser, server, binary, golden_frames(), dpr)


@pytest.mark.parametrize("dpr", [1, 2])
def test_scenes_at_their_opening_times_match_the_page(browser, server, binary, dpr):
    check(browser, server, binary, scene_frames(binary), dpr)


@pytest.mark.parametrize("dpr", [1, 2])
def test_scene_key_moments_match_the_page(browser, server, binary, dpr):
    frames = snapshot_frames()
    assert len(frames) >= 50, "the scenes' snapshot frames are found"
    check(browser, server, binary, frames, dpr)
