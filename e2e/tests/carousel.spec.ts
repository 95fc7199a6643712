import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/navigation";

interface SwiperParams {
  slidesPerView: number;
  speed: number;
  loop: boolean;
  autoplay: { delay: number; reverseDirection: boolean };
}

async function carouselParams(page: import("@playwright/test").Page): Promise<SwiperParams> {
  // Swiper loads as the visitor scrolls towards the carousel, the last block of the page.
  await page.locator('[aria-roledescription="carousel"]').first().scrollIntoViewIfNeeded();
  const handle = page.locator(".swiper").first();
  await expect(handle).toBeAttached({ timeout: 15_000 });
  return handle.evaluate((element) => {
    const { params } = (element as unknown as { swiper: { params: SwiperParams } }).swiper;
    return {
      slidesPerView: params.slidesPerView,
      speed: params.speed,
      loop: params.loop,
      autoplay: {
        delay: params.autoplay.delay,
        reverseDirection: params.autoplay.reverseDirection,
      },
    };
  });
}

test("the home carousel: one slide, 500 ms, 2000 ms autoplay, looping", async ({ page }) => {
  await gotoHydrated(page, "/");
  // Not before the visitor scrolls towards it: it would cost the first load 19 KB of script.
  await page.waitForTimeout(1000);
  await expect(page.locator(".swiper")).toHaveCount(0);
  expect(await carouselParams(page)).toEqual({
    slidesPerView: 1,
    speed: 500,
    loop: true,
    autoplay: { delay: 2000, reverseDirection: false },
  });
});

test("the Arabic carousel runs in reverse", async ({ page }) => {
  await gotoHydrated(page, "/ar/");
  expect((await carouselParams(page)).autoplay.reverseDirection).toBe(true);
});
