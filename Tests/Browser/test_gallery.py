"""The effects gallery in a real browser against a real `preview serve`: the grid fits the canvas
as effects-gallery.md §3.1 computes it (25 tiles in ⌈25 / c⌉ rows since B6, #42), and clicks on
tiles' controls (A1's Move, B2's stepper, E3's squares, a title strip for focus mode, then D2's
Morph full size) change what the inspector shows, while the auto-running tiles keep going. A
canvas narrower than 1100 points shows one tile at a time: there the pager's Next and the
tiles' controls are clicked instead."""

from page_helpers import frames, scene_size, severe_console_messages, state, tap, wait_for

SCENE = "gallery"
TILES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "C1", "C2", "D1", "D2", "D3", "D4",
         "E1", "E2", "E3", "E4", "E5", "F1", "F2", "F3"]
PAGED_BELOW = 1100
PAGER_BAR = 56


def grid(width, height):
    """§3.1: the column count maximising s (smaller on a tie), cell size and s."""
    g, best = 8.0, None
    for c in range(1, len(TILES) + 1):
        rows = -(-len(TILES) // c)
        cw, ch = (width - g * (c + 1)) / c, (height - 40 - g * (rows + 1)) / rows
        s = min(cw / 400, ch / 300)
        if best is None or s > best[3]:
            best = (c, cw, ch, s)
    return best


def tile_point(width, height, index, x, y, focused=False):
    """Where tile-space (x, y) of grid tile `index` (or the focused tile) is on the canvas."""
    if focused or width < PAGED_BELOW:
        area = height - 40 - (PAGER_BAR if width < PAGED_BELOW else 0)
        s = min(width / 400, area / 300)
        return (width - 400 * s) / 2 + s * x, 40 + (area - 300 * s) / 2 + s * y
    c, cw, ch, s = grid(width, height)
    i, j = index % c, index // c
    ox = 8 + i * (cw + 8) + (cw - 400 * s) / 2
    oy = 48 + j * (ch + 8) + (ch - 300 * s) / 2
    return ox + s * x, oy + s * y


def test_click_tiles_in_the_grid_and_in_focus_mode(browser, server):
    browser.get_log("browser")  # the browser is shared: forget what earlier tests logged
    browser.get(server.url + "#/scene/" + SCENE)
    wait_for(browser, lambda d: frames(d) >= 5 and state(d) is not None, message="frames should arrive")
    width, height = scene_size(browser)
    layout = wait_for(browser, lambda d: (s := state(d)) and s["layout"], message="layout")
    columns, cell_w, cell_h, scale = grid(width, height)
    assert layout["columns"] == columns, (layout, width, height)
    assert abs(layout["scale"] - scale) < 1e-6 and abs(layout["cellWidth"] - cell_w) < 1e-6
    paged = width < PAGED_BELOW
    assert layout["paged"] == paged, (layout, width)

    def show(tile):
        """Paged: Next until `tile` is shown (the pager's button, 16 from the right)."""
        if not paged:
            return
        while state(browser)["shown"] != tile:
            before = state(browser)["shown"]
            tap(browser, width - 16 - 56, height - PAGER_BAR / 2)
            wait_for(browser, lambda d: state(d)["shown"] != before, message="Next pages")

    # A1 "Move": the flag flips and the balls leave the left end.
    show("A1")
    tap(browser, *tile_point(width, height, TILES.index("A1"), 200, 278))
    a1 = wait_for(browser, lambda d: (s := state(d)) and s["tiles"]["A1"]["flag"] and s["tiles"]["A1"], message="A1 moves")
    wait_for(browser, lambda d: state(d)["tiles"]["A1"]["balls"][3]["x"] > 120, message="A1's balls travel")
    assert all(b["target"] == 370 for b in a1["balls"])

    # B2 "+" twice: f = 3, the scale animating toward it.
    show("B2")
    for _ in range(2):
        tap(browser, *tile_point(width, height, TILES.index("B2"), 230, 278))
    b2 = wait_for(browser, lambda d: (s := state(d)) and s["tiles"]["B2"]["f"] == 3 and s["tiles"]["B2"], message="B2 steps")
    assert 1 <= b2["scale"] <= 3

    # E3: a click on the fourth square selects it; the dot travels right.
    show("E3")
    tap(browser, *tile_point(width, height, TILES.index("E3"), 12 + 76 * 3 + 36, 190))
    wait_for(browser, lambda d: (s := state(d)) and s["tiles"]["E3"]["selected"] == 3 and s["tiles"]["E3"]["dotX"] > 48,
             message="E3 selects square 3")

    # E4 runs by itself.
    p1 = state(browser)["tiles"]["E4"]["p"]
    wait_for(browser, lambda d: state(d)["tiles"]["E4"]["p"] != p1, message="E4 runs")

    if paged:
        assert severe_console_messages(browser) == []
        return
    # D2's title strip: focus mode; then "Morph" at full size.
    d2 = TILES.index("D2")
    tap(browser, *tile_point(width, height, d2, 200, 14))
    wait_for(browser, lambda d: (s := state(d)) and s["focused"] == "D2", message="D2 is focused")
    tap(browser, *tile_point(width, height, d2, 200, 278, focused=True))
    wait_for(browser, lambda d: (s := state(d)) and s["tiles"]["D2"]["flag"] and s["tiles"]["D2"]["n"] > 3.5,
             message="D2 morphs towards 8")
    # Back to the grid.
    tap(browser, *tile_point(width, height, d2, 200, 14, focused=True))
    wait_for(browser, lambda d: (s := state(d)) and s["focused"] is None, message="back to the grid")
    assert severe_console_messages(browser) == []
