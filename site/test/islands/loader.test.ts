import { fireEvent } from "@testing-library/dom";
import { loadIslands, type Island } from "../../src/islands/loader";

/** A module that arrives when the test says so, and records what its mount saw. */
function deferredIsland() {
  let arrive: (island: Island) => void = () => undefined;
  const load = jest.fn(() => new Promise<Island>((resolve) => (arrive = resolve)));
  const mounted: HTMLElement[] = [];
  const island: Island = { mount: (root) => void mounted.push(root) };
  return { load, mounted, arrive: async () => arrive(island) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test("'now' islands load at once; roots without a known island are left alone", async () => {
  document.body.innerHTML = `<div data-island="a"></div><div data-island="unknown"></div>`;
  const a = deferredIsland();
  loadIslands({ a: a.load });
  expect(a.load).toHaveBeenCalledTimes(1);
  await a.arrive();
  await flush();
  expect(a.mounted).toEqual([document.querySelector("[data-island=a]")]);
});

test("an island bundled with the entry mounts at once, whatever its trigger", () => {
  document.body.innerHTML = `<div data-island="a" data-island-load="interaction"></div>`;
  const mounted: HTMLElement[] = [];
  loadIslands({ a: { mount: (root) => void mounted.push(root) } });
  expect(mounted).toEqual([document.querySelector("[data-island=a]")]);
});

test("an 'interaction' island loads at the first touch and replays a click that came first", async () => {
  document.body.innerHTML = `<div data-island="b" data-island-load="interaction"><button>Open</button></div>`;
  const b = deferredIsland();
  loadIslands({ b: b.load });
  expect(b.load).not.toHaveBeenCalled();
  const button = document.querySelector("button")!;
  const clicks = jest.fn();
  fireEvent.click(button);
  expect(b.load).toHaveBeenCalledTimes(1);
  await b.arrive();
  await flush();
  // The island listens from mount on: the held click reaches it then, once.
  button.addEventListener("click", clicks);
  fireEvent.click(button);
  expect(b.mounted).toHaveLength(1);
  expect(clicks).toHaveBeenCalledTimes(1);
});

test("a form sent before its island is there is held, not sent by the browser, and sent after", async () => {
  document.body.innerHTML = `<form data-island="c" data-island-load="interaction"><input name="x"></form>`;
  const c = deferredIsland();
  loadIslands({ c: c.load });
  const form = document.querySelector("form")!;
  const sent = jest.fn((event: Event) => event.preventDefault());
  const requestSubmit = jest.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
  const notPrevented = fireEvent.submit(form);
  expect(notPrevented).toBe(false);
  form.addEventListener("submit", sent);
  expect(sent).not.toHaveBeenCalled();
  await c.arrive();
  await flush();
  expect(requestSubmit).toHaveBeenCalledTimes(1);
});

test("a module that failed to load (offline) is fetched again at the next touch", async () => {
  document.body.innerHTML = `<div data-island="d" data-island-load="interaction"><input></div>`;
  const load = jest
    .fn<Promise<Island>, []>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue({ mount: () => undefined });
  loadIslands({ d: load });
  fireEvent.focusIn(document.querySelector("input")!);
  await flush();
  fireEvent.focusIn(document.querySelector("input")!);
  await flush();
  expect(load).toHaveBeenCalledTimes(2);
});

test("an 'interaction' island loads at once when the URL carries its data-island-now-with field", async () => {
  const markup = `<form data-island="c" data-island-load="interaction" data-island-now-with="use"></form>`;
  const c = deferredIsland();
  try {
    // A calculator's form sent as a plain GET before its island arrived: the result is due now.
    window.history.replaceState(null, "", "/calculator/?use=roof-insulation&area=120");
    document.body.innerHTML = markup;
    loadIslands({ c: c.load });
    expect(c.load).toHaveBeenCalledTimes(1);
    // Another field in the URL (the other calculator's) leaves it waiting for a touch.
    window.history.replaceState(null, "", "/calculator/?class=s1600");
    document.body.innerHTML = markup;
    const d = deferredIsland();
    loadIslands({ c: d.load });
    expect(d.load).not.toHaveBeenCalled();
    fireEvent.focusIn(document.querySelector("form")!);
    expect(d.load).toHaveBeenCalledTimes(1);
  } finally {
    window.history.replaceState(null, "", "/");
  }
});
