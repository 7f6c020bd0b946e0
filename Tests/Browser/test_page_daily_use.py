"""The preview page as a daily tool (issue #20's fix list): usable from 360 px wide, a paused
frame re-rendered at once when the viewport changes, the last frame kept (dimmed) while the
server is away, shortcuts that leave focused controls alone, a remembered stats toggle, colour
emoji. One server for the module (restarted only by the disconnect test).

The page shows a scene at its declared viewport at fit zoom by default; the tests of a viewport
that follows the window choose the Window device (`vp=window` in the link: not remembered)."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_helpers import body, frames, pixel, playing, scene_size, scene_time, scene_view, severe_console_messages, state, wait_for
from page_layout import page_overflows, reset_viewport, screenshot, set_viewport, unreachable_controls

# The stage's box and the canvas's, client px: [left, top, right, bottom] each.
BOXES = """const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
return [box(document.querySelector('.stage')), box(document.getElementById('canvas'))];"""


def open_demo(browser, server, link=""):
    """The demo scene open at 1200 × 800, frames flowing."""
    set_viewport(browser, 1200, 800)
    browser.get("about:blank")  # a fresh page: only a hash change would keep the last test's device
    browser.get(server.url + "#/scene/demo" + link)
    wait_for(browser, lambda d: frames(d) >= 3 and state(d) is not None, message="frames should arrive")
    return browser


@pytest.fixture
def demo(browser, module_server):
    """The demo at its declared viewport (the default); the window size is reset afterwards."""
    yield open_demo(browser, module_server)
    reset_viewport(browser)


@pytest.fixture
def window_demo(browser, module_server):
    """The demo filling the window (the Window device); the window size is reset afterwards."""
    yield open_demo(browser, module_server, "?vp=window")
    reset_viewport(browser)


def fits(stage, canvas, margin=16):
    """Whether the canvas lies inside the stage, the device margin around it."""
    return (canvas[0] >= stage[0] + margin - 0.5 and canvas[1] >= stage[1] + margin - 0.5
            and canvas[2] <= stage[2] - margin + 0.5 and canvas[3] <= stage[3] - margin + 0.5)


@pytest.mark.parametrize("width,height", [(360, 640), (700, 800), (1400, 900)])
def test_every_control_is_on_screen_and_clickable(demo, width, height):
    set_viewport(demo, width, height)
    wait_for(demo, lambda d: d.execute_script("return innerWidth") == width, message="viewport")
    wait_for(demo, lambda d: fits(*d.execute_script(BOXES)), message="the device fits the stage")
    screenshot(demo, f"layout-{width}")
    assert unreachable_controls(demo) == []
    assert not page_overflows(demo)
    # The scene keeps its viewport and is shown as large as fits: it spans the stage one way.
    assert state(demo)["center"] == {"x": 195, "y": 422}
    stage, canvas = demo.execute_script(BOXES)
    spans = max((canvas[2] - canvas[0]) / (stage[2] - stage[0] - 32), (canvas[3] - canvas[1]) / (stage[3] - stage[1] - 32))
    assert spans > 0.99 and canvas[3] - canvas[1] >= 150, (stage, canvas)


@pytest.mark.parametrize("width,height", [(360, 640), (1400, 900)])
def test_filling_the_window_every_control_is_on_screen_and_the_scene_follows(window_demo, width, height):
    set_viewport(window_demo, width, height)
    wait_for(window_demo, lambda d: d.execute_script("return innerWidth") == width, message="viewport")
    wait_for(window_demo, lambda d: state(d)["center"]["x"] == window_demo.execute_script(
        "return Math.floor(document.querySelector('.stage').getBoundingClientRect().width) / 2"), message="scene follows")
    assert unreachable_controls(window_demo) == []
    assert not page_overflows(window_demo)
    # The scene keeps a usable share of the window.
    w, h = window_demo.execute_script("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.width, r.height];")
    assert w >= width - 30 - (300 if width > 720 else 0) and h >= 150, (w, h)


def test_a_window_resize_while_paused_redraws_the_device_at_its_new_zoom_at_once(demo):
    demo.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(demo, lambda d: not playing(d), message="paused")
    zoom = scene_view(demo)["zoom"]
    set_viewport(demo, 1000, 560)
    wait_for(demo, lambda d: scene_view(d)["zoom"] < zoom, timeout=5, message="the device shrinks to fit")
    # Resizing clears the canvas; the paused frame is drawn again, at the new zoom.
    centre, corner = pixel(demo, 195, 422), pixel(demo, 10, 10)
    assert centre[0] > 200 and centre[2] < 80, centre
    assert min(corner[:3]) > 200, corner
    assert scene_size(demo) == (390, 844) and not playing(demo)


def test_a_viewport_change_while_paused_redraws_at_once(window_demo):
    demo = window_demo
    demo.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(demo, lambda d: not playing(d), message="paused")
    paused_at = scene_time(demo)
    before = state(demo)["center"]
    set_viewport(demo, 1000, 700)
    moved = wait_for(demo, lambda d: (s := state(d)) and s["center"] != before and s, timeout=5,
                     message="the paused scene should lay out for the new viewport without Play")
    stage_width = demo.execute_script("return Math.floor(document.querySelector('.stage').getBoundingClientRect().width)")
    assert moved["center"]["x"] == stage_width / 2
    assert not playing(demo) and scene_time(demo) == paused_at
    # The canvas shows it too: the square is drawn at the new centre.
    height = demo.execute_script("return document.getElementById('canvas').getBoundingClientRect().height")
    wait_for(demo, lambda d: (p := pixel(d, stage_width / 2, height / 2))[0] > 200 and p[2] < 80, timeout=5,
             message="the square is drawn at the new centre")


def test_a_ticking_scene_paused_between_ticks_redraws_at_once_for_a_new_viewport(demo, module_server):
    demo.get(module_server.url + "#/scene/pull-to-refresh?t=1.00833&paused&vp=window")
    wait_for(demo, lambda d: frames(d) >= 3 and not playing(d), message="paused between two ticks")
    set_viewport(demo, 900, 650)
    size = demo.execute_script(
        "const r = document.querySelector('.stage').getBoundingClientRect(); return `${Math.floor(r.width)}x${Math.floor(r.height)}`;")
    wait_for(demo, lambda d: body(d, "frame-size") == size, timeout=5,
             message=f"a frame of the new size {size} should arrive without Play (has {body(demo, 'frame-size')})")
    assert not playing(demo) and abs(scene_time(demo) - 1.00833) < 1e-9


def test_the_last_frame_stays_dimmed_while_disconnected(demo, module_server):
    width, height = scene_size(demo)
    assert pixel(demo, width / 2, height / 2)[0] > 200
    module_server.stop()
    try:
        wait_for(demo, lambda d: body(d, "connection") == "reconnecting", message="the page notices")
        wait_for(demo, lambda d: float(d.execute_script("return getComputedStyle(document.getElementById('canvas')).opacity")) < 0.5,
                 message="the canvas dims")
        screenshot(demo, "disconnected")
        centre = pixel(demo, width / 2, height / 2)
        assert centre[0] > 200 and centre[2] < 80, f"the last frame is kept, not blanked: {centre}"
        assert demo.find_element(By.ID, "banner").is_displayed()
    finally:
        module_server.start()
    wait_for(demo, lambda d: body(d, "connection") == "open", timeout=30, message="reconnects")
    wait_for(demo, lambda d: float(d.execute_script("return getComputedStyle(document.getElementById('canvas')).opacity")) == 1,
             message="full opacity again")
    demo.get_log("browser")  # the refused reconnect attempts logged errors; they are expected


def test_arrow_keys_on_a_focused_slider_move_the_slider_not_the_transport(demo):
    css = "[data-parameter='size'] input[type='range']"
    value_now = lambda d: float(d.execute_script("return document.querySelector(arguments[0]).value", css))  # noqa: E731
    slider = demo.find_element(By.CSS_SELECTOR, css)
    slider.click()
    value = value_now(demo)
    slider.send_keys(Keys.ARROW_RIGHT)
    slider.send_keys(Keys.ARROW_RIGHT)
    wait_for(demo, lambda d: value_now(d) == value + 2, message="the slider moves by two steps")
    assert playing(demo), "no frame step happened (a step pauses)"
    slider.send_keys(Keys.SPACE)
    assert playing(demo), "space on a slider does not pause"


def test_the_stats_overlay_toggles_and_the_choice_survives_a_reload(demo, module_server):
    overlay = demo.find_element(By.ID, "overlay")
    assert overlay.is_displayed()
    demo.find_element(By.ID, "toggle-stats").click()
    assert not overlay.is_displayed()
    demo.refresh()
    wait_for(demo, lambda d: frames(d) >= 1, message="reloaded")
    assert not demo.find_element(By.ID, "overlay").is_displayed()
    assert demo.find_element(By.ID, "toggle-stats").get_attribute("aria-pressed") == "false"
    demo.find_element(By.ID, "toggle-stats").click()
    assert demo.find_element(By.ID, "overlay").is_displayed()
    assert severe_console_messages(demo) == []


def test_emoji_draw_in_colour_with_the_page_font_stack(demo):
    coloured = demo.execute_async_script("""
        const done = arguments[arguments.length - 1];
        document.fonts.load('16px "Zoetrope Emoji"', '\\u{1F600}').then(() => import('/render.js')).then(({ fontString }) => {
          const canvas = document.createElement('canvas');
          canvas.width = 64; canvas.height = 64;
          const ctx = canvas.getContext('2d');
          ctx.font = fontString({ italic: false, weight: 400, size: 40, design: 'default' });
          ctx.fillStyle = '#000';
          ctx.textBaseline = 'top';
          ctx.fillText('\\u{1F600}', 4, 4);
          const data = ctx.getImageData(0, 0, 64, 64).data;
          let count = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] > 200 && Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 80) count++;
          }
          done(count);
        });
    """)
    assert coloured > 200, f"a colour emoji font should draw 😀 in colour, not as a box ({coloured} coloured pixels)"
