// How the browser takes over the page the server rendered (hydration). The page arrives complete
// and works without script; the takeover adds what needs it (menus, the people finder's live
// search, the banner's controls) without holding back the first paint (decision 0025).

/** The attribute `<html>` carries once the page is taken over (browser tests wait for it). */
export const TAKEN_OVER_ATTRIBUTE = "data-hydrated";

/**
 * Resolves in a task of its own: work after it does not lengthen the task before, so that a phone
 * answers a tap in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The page's lead picture (a portrait, a cover, the banner's first), which it fetches first. */
const LEAD_PICTURES = 'img[fetchpriority="high"]';

/**
 * Resolves once the browser has painted the page with its lead picture: when the picture is
 * loaded (or failed), two frames later (the first frame's paint is shown by the time the second
 * starts), in the task after it. A tab in the background paints no frame, and a picture may be
 * slow: a timer resolves it then.
 */
export function afterFirstPaint(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>(LEAD_PICTURES)].map((picture) =>
    picture.decode().catch(() => undefined),
  );
  return new Promise((resolve) => {
    void Promise.all(pictures).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    setTimeout(resolve, 3000);
  });
}

/** The form controls whose input script reads (the people finder's search box and filters). */
type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isFormControl = (target: EventTarget | null): target is FormControl =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Keeps what a visitor does before the takeover, which only script can act on: a click on a
 * button without a default action (`type="button"`: a menu, a control of the banner) and input
 * into a form control. Answers the function that, once the page is taken over, does it again: the
 * last such click, and one `input` and `change` per control that received them (their value is the
 * visitor's, which the takeover leaves in place). Links and forms work without script and are left
 * to the browser. Until then such a click or input goes no further than the document: the page is
 * taken over in parts, a task each (decision 0127), and a part already taken over would otherwise
 * answer it once at once and once more when it is done again (a menu opened, then closed).
 */
export function keepEarlyInput(): () => void {
  let button: HTMLElement | undefined;
  const controls = new Map<FormControl, Set<string>>();
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(target instanceof HTMLElement)) return;
    button = target;
    event.stopPropagation();
  };
  const onInput = (event: Event) => {
    if (!isFormControl(event.target)) return;
    event.stopPropagation();
    const types = controls.get(event.target) ?? new Set<string>();
    controls.set(event.target, types.add(event.type));
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  return () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("change", onInput, true);
    for (const [control, types] of controls) {
      if (control.isConnected) for (const type of types) control.dispatchEvent(new Event(type, { bubbles: true }));
    }
    if (button?.isConnected) button.click();
  };
}
