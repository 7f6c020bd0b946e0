"""Layers in the page's renderer: group opacity reads the pixels (two overlapping shapes in a
layer at 50 % show no darker overlap, while per-draw opacity does), and a filter on an empty
layer draws nothing."""

from canvas_probe import draw, fill, rect

WHITE = fill(rect(0, 0, 160, 60), "#FFFFFFFF")
SQUARES = [fill(rect(20, 10, 60, 40), "#FF0000FF"), fill(rect(50, 10, 60, 40), "#FF0000FF")]


def row(browser, server, operations):
    frame = {"width": 160, "height": 60, "operations": operations}
    [pixels] = draw(browser, server.url, frame, 1, rows=[(30, (0, 1, 2, 3))])
    return pixels


def test_a_layer_at_half_opacity_shows_no_darker_overlap(browser, server):
    pixels = row(browser, server, [WHITE, {"op": "setOpacity", "opacity": 0.5}, {"op": "beginLayer"}, *SQUARES, {"op": "endLayer"}])
    first, overlap, second = pixels[35], pixels[65], pixels[95]
    # Red at 50 % over white: (255, 127.5, 127.5), within two 8-bit roundings (the layer's
    # premultiplied pixels, then the composite; Chromium gives 126).
    for p in (first, overlap, second):
        assert p[0] == 255 and abs(p[1] - 127.5) <= 2 and abs(p[2] - 127.5) <= 2 and p[3] == 255, p
    assert overlap == first == second
    assert pixels[130] == [255, 255, 255, 255]


def test_per_draw_opacity_shows_the_overlap_so_the_layer_test_can_fail(browser, server):
    pixels = row(browser, server, [WHITE, {"op": "setOpacity", "opacity": 0.5}, *SQUARES])
    first, overlap = pixels[35], pixels[65]
    # Two 50 % coats: 255 · 0.25 ≈ 64 in green and blue where they overlap.
    assert abs(first[1] - 127.5) <= 2 and abs(overlap[1] - 63.75) <= 2


def test_a_filter_on_an_empty_layer_draws_nothing(browser, server):
    shadow = {"op": "addFilter", "filter": {"type": "shadow", "color": "#000000FF", "radius": 4, "x": 0, "y": 2}}
    pixels = row(browser, server, [shadow, {"op": "beginLayer"}, {"op": "endLayer"}, {"op": "beginLayer"}, {"op": "save"}])
    assert all(p == [0, 0, 0, 0] for p in pixels)
