import { appCssFirst } from "./css-order";

const style = (href: string) => <style key={href} data-href={href} />;
const hrefs = (nodes: ReturnType<typeof appCssFirst>) =>
  nodes.map((node) =>
    node && typeof node === "object" && "props" in node
      ? String((node.props as { "data-href"?: string })["data-href"] ?? node.type)
      : String(node),
  );

test("puts the app's global CSS before the template's, in the slots the style tags held", () => {
  const head = [
    <meta key="m" name="description" content="x" />,
    style("/component---src-pages-about-tsx.6e3b.css"),
    style("/app.b718.css"),
    <link key="l" rel="icon" href="/favicon.svg" />,
  ];
  expect(hrefs(appCssFirst(head))).toEqual([
    "meta",
    "/app.b718.css",
    "/component---src-pages-about-tsx.6e3b.css",
    "link",
  ]);
});

test("leaves a head without the app's CSS, or with it first already, as it was", () => {
  const first = [style("/app.1.css"), style("/component---a.css")];
  expect(appCssFirst(first)).toEqual(first);
  const none = [<meta key="m" />, style("/component---a.css")];
  expect(appCssFirst(none)).toEqual(none);
});
