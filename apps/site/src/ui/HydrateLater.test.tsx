// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import type { ReactNode } from "react";

// The site runs on Preact in production (decision 0015): the takeover in tasks relies on how
// Preact keeps a suspended part's server elements, so the component is tested on Preact.
vi.mock("react", () => import("preact/compat"));
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-dev-runtime"));

const { HydrateLater, allPartsTakenOver, takeOverInTasks } = await import("./HydrateLater");

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of a header taken over at once and two parts taken over later, counting their renders. */
function page(renders: string[], clicks: string[]) {
  const Part = ({ name, children }: { name: string; children?: ReactNode }) => {
    renders.push(name);
    return (
      <section data-part={name}>
        <button type="button" onClick={() => clicks.push(name)}>
          {name}
        </button>
        {children}
      </section>
    );
  };
  return (
    <div>
      <Part name="header" />
      <HydrateLater>
        <Part name="main">
          <HydrateLater>
            <Part name="inner" />
          </HydrateLater>
        </Part>
      </HydrateLater>
      <HydrateLater>
        <Part name="footer" />
      </HydrateLater>
    </div>
  );
}

describe("HydrateLater (decision 0127)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("takes each part of the server's page over in a task of its own, keeping its elements", async () => {
    const server = renderToString(page([], []));
    const container = document.createElement("div");
    container.innerHTML = server;
    document.body.append(container);
    const footer = container.querySelector('[data-part="footer"]');
    const renders: string[] = [];
    const clicks: string[] = [];
    let complete = false;

    takeOverInTasks();
    hydrate(page(renders, clicks), container);
    void allPartsTakenOver().then(() => (complete = true));
    // The hydration's own task compares what is outside the parts only.
    expect(renders).toEqual(["header"]);
    expect(container.innerHTML).toBe(server);

    await nextTask();
    expect(renders).toEqual(["header", "main"]);
    await nextTask();
    expect(renders).toEqual(["header", "main", "footer"]);
    // A part met while a part is taken over waits for a task of its own too.
    await nextTask();
    expect(renders).toEqual(["header", "main", "footer", "inner"]);
    expect(complete).toBe(false);
    await nextTask();
    expect(complete).toBe(true);

    // The server's elements were kept, not made again, and now answer the visitor.
    expect(container.innerHTML).toBe(server);
    expect(container.querySelector('[data-part="footer"]')).toBe(footer);
    for (const button of container.querySelectorAll("button")) button.click();
    expect(clicks).toEqual(["header", "main", "inner", "footer"]);
  });

  it("renders its part at once outside a takeover (a navigation, the development server)", async () => {
    const container = document.createElement("div");
    const renders: string[] = [];
    render(page(renders, []), container);
    expect(renders).toEqual(["header", "main", "inner", "footer"]);
    await expect(allPartsTakenOver()).resolves.toBeUndefined();
  });
});
