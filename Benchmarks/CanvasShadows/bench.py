"""Draw time of shadowed frames in headless Chromium with the page's own renderer (web/render.js).

Usage: bench.py [--frames N] [--warmup N] [--rounds N] [--dpr R …]  (or: scripts/bench canvas …)

The honeycomb's case: a 390 × 844 frame with 60 discs (radius 28 points, three colours) each with
a black 33 % shadow of radius 4, their scales breathing frame by frame (as bubbles do while the
grid is dragged), over a white background. Each frame is drawn with FrameRenderer.draw and then
flushed (a 1-pixel getImageData makes Chromium rasterise the recorded canvas operations), and that
wall time is the frame's cost. The configurations take turns, round after round, so a busy machine
slows them alike; after warm-up frames, prints median / p95 / max per configuration over all
rounds:

- none: the same frame without shadows (the floor);
- canvas shadow: shadowBlur on every draw (FrameRenderer with shadowSprites: false);
- sprites: pre-blurred sprites per path, scale step, colour and σ (the default);
- sprites, fresh paths: every disc a new path every frame (absolute coordinates, so no sprite is
  ever reused: the worst case for the cache, which then leaves every shadow to the canvas).

Serves web/ with Python's http.server on a free loopback port; needs chromium, chromedriver and
selenium (scripts/setup installs them).
"""

import argparse
import pathlib
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

WEB = pathlib.Path(__file__).resolve().parents[2] / "web"

SCRIPT = """
const [config, dpr, warmup, frames, done] = arguments;
import('/render.js').then(({ FrameRenderer, sizeCanvas }) => {
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, 390, 844, dpr);
  const ctx = canvas.getContext('2d');
  const renderer = new FrameRenderer(ctx, { shadowSprites: config !== 'canvas shadow' });
  let nextId = 0;
  const circle = (cx, cy, r) => {
    const k = 0.5523 * r;
    return { id: nextId++, verbs: Uint8Array.from([0, 3, 3, 3, 3, 4]), coords: Float32Array.from([
      cx + r, cy, cx + r, cy + k, cx + k, cy + r, cx, cy + r, cx - k, cy + r, cx - r, cy + k, cx - r, cy,
      cx - r, cy - k, cx - k, cy - r, cx, cy - r, cx + k, cy - r, cx + r, cy - k, cx + r, cy]) };
  };
  const background = { id: nextId++, verbs: Uint8Array.from([0, 1, 1, 1, 4]), coords: Float32Array.from([0, 0, 390, 0, 390, 844, 0, 844]) };
  const disc = circle(0, 0, 28);
  const colours = ['#FF3B30FF', '#34C759FF', '#007AFFFF'];
  const frame = (f) => {
    const ops = [{ op: 'fill', path: background, paint: { type: 'color', color: '#FFFFFFFF' }, rule: 'nonZero' }];
    if (config !== 'none') ops.push({ op: 'addFilter', filter: { type: 'shadow', color: '#00000054', radius: 4, x: 0, y: 0 } });
    for (let i = 0; i < 60; i++) {
      const x = 40 + (i % 6) * 62 + (Math.floor(i / 6) % 2) * 31;
      const y = 60 + Math.floor(i / 6) * 76;
      const s = 0.55 + 0.45 * Math.abs(Math.sin(f * 0.037 + i * 0.7));
      if (config === 'sprites, fresh paths') {
        ops.push({ op: 'fill', path: circle(x, y, 28 * s), paint: { type: 'color', color: colours[i % 3] }, rule: 'nonZero' });
      } else {
        ops.push({ op: 'setTransform', transform: [s, 0, 0, s, x, y] });
        ops.push({ op: 'fill', path: disc, paint: { type: 'color', color: colours[i % 3] }, rule: 'nonZero' });
      }
    }
    return { width: 390, height: 844, operations: ops };
  };
  const times = [];
  for (let f = 0; f < warmup + frames; f++) {
    const decoded = frame(f);
    const t0 = performance.now();
    renderer.draw(decoded, { devicePixelRatio: dpr });
    ctx.getImageData(0, 0, 1, 1);
    const t = performance.now() - t0;
    if (f >= warmup) times.push(t);
  }
  done({ times, sprites: renderer.spriteStats });
}).catch((error) => done(String(error)));
"""

CONFIGS = ["none", "canvas shadow", "sprites", "sprites, fresh paths"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=60)
    parser.add_argument("--dpr", type=float, nargs="+", default=[1, 2])
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()

    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(WEB)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        port = int(server.stdout.readline().split(" port ")[1].split()[0])
        options = Options()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--force-device-scale-factor=1"):
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            driver.set_script_timeout(300)
            driver.get(f"http://127.0.0.1:{port}/index.html")
            print(f"60 shadowed discs, 390 × 844, {arguments.rounds} rounds × {arguments.frames} frames after "
                  f"{arguments.warmup} warm-up each, configurations interleaved (ms per frame, draw + flush)")
            print(f"{'configuration':<24} {'dpr':>4} {'median':>8} {'p95':>8} {'max':>8}  sprites skipped/made/reused")
            for dpr in arguments.dpr:
                times = {config: [] for config in CONFIGS}
                stats = {}
                for _ in range(arguments.rounds):
                    for config in CONFIGS:
                        r = driver.execute_async_script(SCRIPT, config, dpr, arguments.warmup, arguments.frames)
                        if isinstance(r, str):
                            raise RuntimeError(r)
                        times[config] += r["times"]
                        stats[config] = r["sprites"]
                for config in CONFIGS:
                    t = sorted(times[config])
                    at = lambda p: t[min(len(t) - 1, int(p * len(t)))]  # noqa: E731
                    sprites = stats[config]
                    made = (f"{sprites['skipped']}/{sprites['made']}/{sprites['hits']} (last round)"
                            if sprites and config.startswith("sprites") else "–")
                    print(f"{config:<24} {dpr:>4g} {at(0.5):>8.2f} {at(0.95):>8.2f} {t[-1]:>8.2f}  {made}")
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
