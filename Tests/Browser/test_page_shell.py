"""The page itself in a real browser: it loads without errors (CSP included), lists the scenes,
sizes its canvas at the device pixel ratio, and reports unknown deep links."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def test_the_page_loads_lists_scenes_and_sizes_its_canvas(browser, server):
    browser.get(server.url)
    WebDriverWait(browser, 15).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-scenes") is not None)
    # One script reads the list: the picker is re-rendered when the scene list arrives.
    options = browser.execute_script("return [...document.querySelectorAll('#scene-picker option')].map((o) => o.textContent);")
    assert options[0] in ("Choose a scene…", "No scenes in this build")
    size = browser.execute_script(
        """const c = document.getElementById('canvas'); const r = c.getBoundingClientRect();
           return [c.width, c.height, r.width, r.height, window.devicePixelRatio];"""
    )
    width, height, css_width, css_height, ratio = size
    assert css_width > 100 and css_height > 100
    assert width == round(css_width * ratio) and height == round(css_height * ratio)
    severe = [e["message"] for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


def test_an_unknown_deep_link_shows_the_error_banner(browser, server):
    browser.get(server.url + "#/scene/no-such-scene")
    WebDriverWait(browser, 15).until(lambda d: "no-such-scene" in d.find_element(By.ID, "banner-text").text)
    assert browser.find_element(By.ID, "banner").is_displayed()
