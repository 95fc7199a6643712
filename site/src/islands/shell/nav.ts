import { disclosure } from "./disclosure";

/**
 * The top navigation's groups (Applications, Products): a mouse opens them on hover; keyboard and
 * touch use the button (a tap also "enters", and would undo its own click, so hover is for a
 * mouse only); ArrowDown opens and moves into the menu; leaving by Tab or choosing a link closes.
 */
export function enhanceNavGroups(doc: Document): void {
  for (const group of doc.querySelectorAll<HTMLElement>("[data-nav-group]")) {
    const button = group.querySelector<HTMLButtonElement>(":scope > button");
    if (!button) continue;
    const menu = disclosure(button, group);
    // Scoped: "ul a" alone would also match the group's own label link (Products), which sits
    // in the navigation's list.
    const firstLink = () => group.querySelector<HTMLElement>(":scope > ul a");
    group.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && menu.open());
    group.addEventListener(
      "pointerleave",
      (event) => event.pointerType === "mouse" && menu.close(),
    );
    group.addEventListener("focusout", (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) menu.close();
    });
    button.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      menu.open();
      firstLink()?.focus();
    });
    group.querySelector("ul")?.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) menu.close();
    });
  }
}
