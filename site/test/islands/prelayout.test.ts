import { closedPopups, prelayout, shapeText } from "../../src/islands/shell/prelayout";

/** Records what `element` looked like at the moment the browser was asked for its layout. */
function watchLayout(element: HTMLElement) {
  const seen: { hidden: boolean; visibility: string; text: string }[] = [];
  Object.defineProperty(element, "offsetHeight", {
    configurable: true,
    get: () => {
      seen.push({
        hidden: element.hidden,
        visibility: element.style.visibility,
        text: element.textContent ?? "",
      });
      return 0;
    },
  });
  return seen;
}

const idleView = () => {
  const callbacks: (() => void)[] = [];
  const view = {
    document: { readyState: "complete" },
    requestIdleCallback: (run: () => void) => callbacks.push(run),
  };
  return {
    view: view as unknown as Window,
    idle: () => callbacks.splice(0).forEach((run) => run()),
  };
};

beforeEach(() => {
  document.body.innerHTML = `
    <div data-sidebar hidden>
      <ul><li data-sidebar-group><button aria-controls="group-1">Products</button>
        <ul id="group-1" hidden><li>Lecapon</li></ul></li></ul>
      <button lang="ar">العربية</button>
    </div>
    <div data-language-switcher><button aria-controls="languages">EN</button>
      <ul id="languages" hidden><li>Русский</li></ul></div>`;
});

test("lays each closed menu out once, invisibly and with its groups open, then closes it again", () => {
  const sidebar = document.querySelector<HTMLElement>("[data-sidebar]")!;
  const group = document.getElementById("group-1")!;
  const seen = watchLayout(sidebar);
  const { view, idle } = idleView();
  prelayout(closedPopups(document), view);
  expect(seen).toEqual([]);
  idle();
  expect(seen).toEqual([{ hidden: false, visibility: "hidden", text: expect.any(String) }]);
  expect(sidebar.hidden).toBe(true);
  expect(group.hidden).toBe(true);
  expect(sidebar.getAttribute("style")).toBeFalsy();
});

test("leaves a menu opened before the idle moment as it is", () => {
  const menu = document.getElementById("languages")!;
  const seen = watchLayout(menu);
  const { view, idle } = idleView();
  prelayout(closedPopups(document), view);
  menu.hidden = false;
  idle();
  expect(seen).toEqual([]);
  expect(menu.hidden).toBe(false);
});

test("lays prompts not yet on the page out in the parent, then takes them away", () => {
  const form = document.createElement("form");
  document.body.append(form);
  const laidOut: string[] = [];
  const append = form.append.bind(form);
  form.append = (...nodes: (Node | string)[]) => {
    for (const node of nodes)
      if (node instanceof HTMLElement) laidOut.push(...watchLayoutText(node));
    append(...nodes);
  };
  shapeText(form, "error", ["Please enter your email", "Введите имя"]);
  expect(laidOut).toEqual(["Please enter your email", "Введите имя"]);
  expect(form.children).toHaveLength(0);
});

function watchLayoutText(box: HTMLElement): string[] {
  expect(box.getAttribute("aria-hidden")).toBe("true");
  expect(box.style.visibility).toBe("hidden");
  expect(box.style.position).toBe("absolute");
  return [...box.querySelectorAll("p.error")].map((line) => line.textContent ?? "");
}
