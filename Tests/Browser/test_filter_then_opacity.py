"""The order of filters and opacity in the page's renderer (docs/protocol.md §1.1): a draw or a
layer is filtered first and then composited with the opacity, as SwiftUI and the SVG encoder do.
Chromium's canvas applies `globalAlpha` before `ctx.filter`, so a half-transparent square would
show its own shadow through itself: the page must not."""

import pytest

from canvas_probe import draw, fill, rect

WHITE = fill(rect(0, 0, 120, 40), "#FFFFFFFF")
RED = fill(rect(20, 10, 40, 20), "#FF0000FF")
# A hard black shadow 30 points to the right: under the square on x 50…60, alone on 60…90.
SHADOW = {"op": "addFilter", "filter": {"type": "shadow", "color": "#000000FF", "radius": 0, "x": 30, "y": 0}}
HALF = {"op": "setOpacity", "opacity": 0.5}


def row(browser, server, operations, dpr):
    frame = {"width": 120, "height": 40, "operations": operations}
    [pixels] = draw(browser, server.url, frame, dpr, rows=[(20 * dpr, (0, 1, 2, 3))])
    return [pixels[x * dpr] for x in range(120)]


@pytest.mark.parametrize("dpr", [1, 2])
@pytest.mark.parametrize("as_layer", [False, True], ids=["draw", "layer"])
def test_a_shadowed_square_at_half_opacity_is_filtered_first_then_faded(browser, server, as_layer, dpr):
    content = [{"op": "beginLayer"}, RED, {"op": "endLayer"}] if as_layer else [RED]
    pixels = row(browser, server, [WHITE, HALF, SHADOW, *content], dpr)
    square, overlap, shadow, clear = pixels[35], pixels[55], pixels[75], pixels[100]
    # Red over its own shadow is red; at 50 % over white: (255, 127.5, 127.5). globalAlpha first
    # would give (191, 64, 64) where the shadow lies under the square.
    for p in (square, overlap):
        assert p[0] == 255 and abs(p[1] - 127.5) <= 2 and abs(p[2] - 127.5) <= 2 and p[3] == 255, (square, overlap)
    # The shadow alone: black at 50 % over white.
    assert all(abs(c - 127.5) <= 2 for c in shadow[:3]), shadow
    assert clear == [255, 255, 255, 255]
