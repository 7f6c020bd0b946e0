// The element picker over the scene canvas: in pick mode, hovering a named drawing operation
// outlines its bounds and shows its name, kind, paint and transform; a click pins it (it follows
// the element by name while the scene animates; Esc or a click on nothing unpins). "Outlines"
// draws the bounds of every named operation. While picking, pointer input goes to the picker,
// not the scene. The maths is element-picking.js's; this file only does the DOM.

import { tracePath } from '../render.js';
import { describeBounds, describePaint, describeTransform, namedRegions, pickRegion } from './element-picking.js';
import { setAttributes, svgElement } from './svg.js';

/** A canvas context for precise hit tests and text measuring (never shown). */
function probeContext() {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
  return canvas.getContext('2d');
}

/**
 * @param {{stage: HTMLElement, canvas: HTMLCanvasElement, pick: HTMLButtonElement, outlines: HTMLButtonElement}} elements
 * @param {{fontString: (font: object) => string}} helpers
 */
export function createPicker({ stage, canvas, pick, outlines }, { fontString }) {
  const probe = probeContext();
  const paths = new WeakMap();
  const path2D = (path) => {
    let p = paths.get(path);
    if (p === undefined) {
      p = tracePath(new Path2D(), path);
      paths.set(path, p);
    }
    return p;
  };
  const measureText = (op) => {
    probe.font = fontString(op.font);
    return probe.measureText(op.text).width;
  };
  /** Whether the shape itself (not just its bounds) holds the point. */
  const contains = (region, point) => {
    if (region.op === 'text') return true;
    probe.setTransform(...region.transform);
    if (region.op === 'stroke') {
      probe.lineWidth = Math.max(region.lineWidth, 4);
      return probe.isPointInStroke(path2D(region.path), point.x, point.y);
    }
    return probe.isPointInPath(path2D(region.path), point.x, point.y, region.rule === 'evenOdd' ? 'evenodd' : 'nonzero');
  };

  const svg = svgElement('svg', { class: 'pick-overlay', 'aria-hidden': 'true' });
  const outlinePath = svgElement('path', { class: 'pick-outlines' }, svg);
  const highlight = svgElement('rect', { class: 'pick-highlight' }, svg);
  const tag = svgElement('g', { class: 'pick-tag' }, svg);
  const tagBox = svgElement('rect', { rx: 3 }, tag);
  const tagText = svgElement('text', {}, tag);
  stage.append(svg);
  const info = document.createElement('dl');
  info.className = 'pick-info';
  info.hidden = true;
  stage.append(info);

  let frame = null;
  let regions = [];
  let picking = false;
  let showOutlines = false;
  let hovered = null;
  let pinned = null;

  const active = () => picking || showOutlines;

  function place() {
    for (const key of ['left', 'top', 'width', 'height']) svg.style[key] = canvas.style[key];
    if (frame) svg.setAttribute('viewBox', `0 0 ${frame.width} ${frame.height}`);
  }

  function framePoint(event) {
    const box = svg.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * frame.width, y: ((event.clientY - box.top) / box.height) * frame.height };
  }

  /** The region of this frame that continues `region` of an earlier one: same name, nearest index. */
  function follow(region) {
    if (region === null) return null;
    let best = null;
    for (const candidate of regions) {
      if (candidate.name !== region.name) continue;
      if (best === null || Math.abs(candidate.index - region.index) < Math.abs(best.index - region.index)) best = candidate;
    }
    return best;
  }

  function row(term, value, swatch) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    if (swatch) {
      const chip = document.createElement('span');
      chip.className = 'swatch';
      chip.style.background = swatch;
      dd.append(chip);
    }
    dd.append(document.createTextNode(value));
    return [dt, dd];
  }

  function show() {
    const region = pinned ?? hovered;
    svg.dataset.picking = String(picking);
    outlinePath.setAttribute('d', showOutlines
      ? regions.filter((r) => r.bounds !== null).map(({ bounds: b }) => `M${b.x} ${b.y}h${b.width}v${b.height}h${-b.width}Z`).join('')
      : '');
    if (region === null || region.bounds === null) {
      highlight.setAttribute('visibility', 'hidden');
      tag.setAttribute('visibility', 'hidden');
      info.hidden = true;
      delete svg.dataset.selected;
      return;
    }
    const b = region.bounds;
    setAttributes(highlight, { x: b.x, y: b.y, width: b.width, height: b.height, visibility: 'visible' });
    highlight.classList.toggle('pinned', pinned !== null);
    const scale = frame.width / (svg.getBoundingClientRect().width || frame.width);
    const size = 12 * scale;
    tagText.textContent = region.name;
    const above = b.y - 4 * scale - size * 1.4 >= 0;
    const ty = above ? b.y - 4 * scale - size * 0.4 : b.y + b.height + 4 * scale + size;
    setAttributes(tagText, { x: b.x + 4 * scale, y: ty, 'font-size': size });
    const width = tagText.getComputedTextLength?.() ?? size * region.name.length * 0.6;
    setAttributes(tagBox, { x: b.x, y: ty - size * 1.05, width: width + 8 * scale, height: size * 1.4 });
    tag.setAttribute('visibility', 'visible');
    svg.dataset.selected = region.name;
    const paint = region.paint.type === 'color' ? region.paint.color : null;
    info.replaceChildren(
      ...row('name', region.name),
      ...row('kind', region.op === 'text' ? `text “${region.text}”` : region.op),
      ...row('bounds', describeBounds(b)),
      ...row('paint', describePaint(region.paint), paint),
      ...row('transform', describeTransform(region.transform)),
    );
    info.dataset.name = region.name;
    info.hidden = false;
  }

  function update() {
    regions = active() && frame ? namedRegions(frame, { measureText }) : [];
    pinned = follow(pinned);
    hovered = picking ? follow(hovered) : null;
    show();
  }

  function setPicking(on) {
    picking = on;
    pick.setAttribute('aria-pressed', String(on));
    svg.classList.toggle('picking', on);
    if (!on) {
      hovered = null;
      pinned = null;
    }
    update();
  }
  pick.addEventListener('click', () => setPicking(!picking));
  outlines.addEventListener('click', () => {
    showOutlines = !showOutlines;
    outlines.setAttribute('aria-pressed', String(showOutlines));
    update();
  });
  svg.addEventListener('pointermove', (event) => {
    if (!picking || !frame) return;
    hovered = pickRegion(regions, framePoint(event), contains);
    show();
  });
  svg.addEventListener('pointerleave', () => {
    hovered = null;
    show();
  });
  svg.addEventListener('pointerdown', (event) => {
    if (!picking || !frame) return;
    event.preventDefault();
    pinned = pickRegion(regions, framePoint(event), contains);
    show();
  });
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && picking) setPicking(false);
  });

  return {
    /** Follows the frame just drawn (cheap when neither picking nor outlines are on). */
    frameShown(next) {
      frame = next;
      place();
      if (active()) update();
    },
    /** Forgets the scene's frames (a new scene opens). */
    sceneClosed() {
      frame = null;
      pinned = null;
      hovered = null;
      update();
    },
  };
}
