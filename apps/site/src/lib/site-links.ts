import { createPath, type DataRouter, type Location } from "react-router";
import { isSiteRoute } from "@lawfirm/contract";

/**
 * The site's links are plain anchors (`ui/LocalizedLink.tsx`), which cost the takeover nothing: one
 * click listener at the app's root follows them in the browser, as React Router's `Link` did each
 * (decision 0121). These attributes carry a link's navigation options to it.
 */
export const REPLACE_ATTRIBUTE = "data-replace";
export const PREVENT_SCROLL_RESET_ATTRIBUTE = "data-prevent-scroll-reset";

/**
 * The page a click on a link asks the router for (path, query and hash), or undefined where the
 * browser follows the link itself: a click already handled, another button than the primary one, a
 * modifier key (a new tab or window, a download), a link to another window (`target`), a download,
 * `rel="external"`, another origin, an address that is no page of the site (the back office, the
 * files, the feeds, a contact card), and a link to a place within the page (the browser scrolls and
 * moves the focus there). `current` is the router's address, against which a relative link is read
 * (a preview is taken over at its public address, not the browser's).
 */
export function siteLinkTarget(event: MouseEvent, current: Location): { anchor: HTMLAnchorElement; to: string } | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download") || anchor.relList.contains("external")) return undefined;
  const { origin } = window.location;
  const url = new URL(anchor.getAttribute("href") ?? "", `${origin}${createPath(current)}`);
  if (url.origin !== origin || !isSiteRoute(url.pathname)) return undefined;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined;
  return { anchor, to: createPath(url) };
}

/**
 * Follows the site's links below `root` with the router: a navigation within the app, without
 * loading the page anew. A link to the page shown replaces its history entry, as `Link` did.
 * Answers the function that stops it.
 */
export function followSiteLinks(root: HTMLElement, router: Pick<DataRouter, "navigate" | "state">): () => void {
  const onClick = (event: MouseEvent) => {
    const link = siteLinkTarget(event, router.state.location);
    if (!link) return;
    event.preventDefault();
    void router.navigate(link.to, {
      replace: link.anchor.hasAttribute(REPLACE_ATTRIBUTE) || link.to === createPath(router.state.location),
      preventScrollReset: link.anchor.hasAttribute(PREVENT_SCROLL_RESET_ATTRIBUTE),
    });
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
