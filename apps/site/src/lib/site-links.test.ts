// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Location } from "react-router";
import { followSiteLinks } from "./site-links";

const at = (path: string): Location => {
  const url = new URL(path, window.location.origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "default" };
};

/** A page of links below the app's root, followed by a router shown at `shown`. */
function page(html: string, shown = "/en/home") {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  const navigate = vi.fn(() => Promise.resolve());
  const stop = followSiteLinks(root, { navigate, state: { location: at(shown) } as never });
  /** Clicks the element marked `data-clicked`; answers whether the click's default action (the browser's) was prevented. */
  const click = (init: MouseEventInit = {}) => {
    let prevented = false;
    // After the root's listener: notes what it did, then keeps happy-dom from following the link itself.
    const keepPage = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", keepPage, { once: true });
    (root.querySelector("[data-clicked]") ?? root).dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
    );
    return prevented;
  };
  return { navigate, stop, click };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the site's links, followed by the one listener at the app's root", () => {
  it("goes to a page of the site with the router, in place of the browser's page load", () => {
    const { navigate, click } = page(`<a href="/en/people?office=2#team"><span data-clicked>Our team</span></a>`);
    expect(click()).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/en/people?office=2#team", { replace: false, preventScrollReset: false });
  });

  it("carries a link's options, and a link to the page shown replaces its history entry", () => {
    const options = page(`<a data-clicked href="?page=2" data-replace data-prevent-scroll-reset>Load more</a>`, "/en/news?page=1");
    options.click();
    expect(options.navigate).toHaveBeenCalledWith("/en/news?page=2", { replace: true, preventScrollReset: true });
    options.stop();

    const same = page(`<a data-clicked href="/en/news">News</a>`, "/en/news");
    same.click();
    expect(same.navigate).toHaveBeenCalledWith("/en/news", { replace: true, preventScrollReset: false });
  });

  it("reads a relative link against the router's address, which for a preview is the public one", () => {
    window.history.replaceState(null, "", "/preview/en/news/detail/12?token=x");
    const { navigate, click } = page(`<a data-clicked href="?folder=3">Folder</a>`, "/en/news");
    click();
    expect(navigate).toHaveBeenCalledWith("/en/news?folder=3", expect.anything());
    window.history.replaceState(null, "", "/");
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser", (_name, init) => {
    const { navigate, click } = page(`<a data-clicked href="/en/people">Our team</a>`);
    expect(click(init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["another window", `<a data-clicked href="/en/people" target="_blank">x</a>`],
    ["a download", `<a data-clicked href="/en/events/a-seminar" download>x</a>`],
    ["rel=external", `<a data-clicked href="/en/people" rel="external">x</a>`],
    ["another site", `<a data-clicked href="https://example.com/en/people">x</a>`],
    ["the back office", `<a data-clicked href="/admin/news">x</a>`],
    ["a file", `<a data-clicked href="/uploads/brochure.pdf">x</a>`],
    ["the API", `<a data-clicked href="/api/upload/0123456789abcdef0123456789abcdef.pdf">x</a>`],
    ["a contact card", `<a data-clicked href="/en/people/detail/12/vcard">x</a>`],
    ["a place within the page", `<a data-clicked href="#main">x</a>`],
    ["a mail address", `<a data-clicked href="mailto:office@example.com">x</a>`],
  ])("leaves a link to %s to the browser", (_name, html) => {
    const { navigate, click } = page(html);
    expect(click()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a click that the link's own handler took, and a click beside the links", () => {
    const taken = page(`<a data-clicked href="/en/people">x</a>`);
    (document.querySelector("a") as HTMLAnchorElement).addEventListener("click", (event) => event.preventDefault());
    taken.click();
    expect(taken.navigate).not.toHaveBeenCalled();

    const beside = page(`<p data-clicked>text</p><a href="/en/people">x</a>`);
    beside.click();
    expect(beside.navigate).not.toHaveBeenCalled();
  });

  it("stops following once stopped", () => {
    const { navigate, click, stop } = page(`<a data-clicked href="/en/people">x</a>`);
    stop();
    expect(click()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
