"""Input-to-frame latency of the preview page in headless Chromium on loopback.

Usage: latency.py URL [--moves N]

Opens the demo scene, drags the square with N small pointer moves (Selenium pointer actions),
and prints the page's own measurement: for every input, the time from the DOM event's timestamp
to the first frame that includes it being displayed — the animation-frame callback after the
canvas draw, the rendering update that puts it on screen (p50 / p95 over the last 200 inputs, as
the overlay shows them).
"""

import argparse
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--moves", type=int, default=180)
    arguments = parser.parse_args()

    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,800"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_page_load_timeout(30)
        driver.get(arguments.url + "#/scene/demo")
        WebDriverWait(driver, 20).until(lambda d: int(d.find_element(By.TAG_NAME, "body").get_attribute("data-frames")) > 30)
        chain = ActionChains(driver, duration=30)
        chain.move_to_element(driver.find_element(By.ID, "canvas")).click_and_hold()
        for index in range(arguments.moves):
            step = 1 if (index // 30) % 2 == 0 else -1
            chain.move_by_offset(step, step)
        chain.release()
        chain.perform()
        time.sleep(0.5)
        latency = driver.find_element(By.ID, "stat-latency")
        p50, p95, count = (latency.get_attribute(f"data-{name}") for name in ("p50", "p95", "count"))
        fps = driver.find_element(By.ID, "stat-fps").text
        print(f"| input-to-frame latency, headless Chromium (last {count} inputs) | p50 {float(p50):.1f} ms, p95 {float(p95):.1f} ms |")
        print(f"| page frame rate during the drag | {fps} fps |")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
