import { expect, test } from "@playwright/test";

// Arabic pages preload their own font files (site/src/components/seo/font-preloads.ts). A preload
// the page does not use costs a phone the download; one whose request does not match the CSS's
// (a missing crossorigin) is fetched a second time. Both are checked against the page as served.
for (const path of ["/ar/", "/ar/contact/", "/ar/about/"]) {
  test(`${path} preloads only font files its text is set in, each fetched once`, async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloads.length).toBeGreaterThan(0);

    // For each preloaded file: the @font-face that names it, and whether that face is loaded.
    const faces = await page.evaluate(async (hrefs) => {
      await document.fonts.ready;
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const normalise = (value: string) => value.replace(/["'\s]/g, "").toUpperCase();
      return hrefs.map((href) => {
        const rule = rules.find(
          (candidate): candidate is CSSFontFaceRule =>
            candidate instanceof CSSFontFaceRule &&
            candidate.style.getPropertyValue("src").includes(href),
        );
        if (!rule) return { href, declared: false, loaded: false };
        const family = normalise(rule.style.getPropertyValue("font-family"));
        const weight = rule.style.getPropertyValue("font-weight");
        const range = normalise(rule.style.getPropertyValue("unicode-range"));
        const loaded = [...document.fonts].some(
          (face) =>
            normalise(face.family) === family &&
            face.weight === weight &&
            normalise(face.unicodeRange) === range &&
            face.status === "loaded",
        );
        return { href, declared: true, loaded };
      });
    }, preloads);
    for (const face of faces)
      expect(face, face.href).toEqual({ ...face, declared: true, loaded: true });

    for (const href of preloads)
      expect(
        fontRequests.filter((url) => url === href),
        href,
      ).toHaveLength(1);
  });
}
