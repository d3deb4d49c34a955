// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Dropdown } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { isTestStyle, page, renderInBackOffice } from "./renderInBackOffice.tsx";

afterEach(cleanup);

/** A screen with a dropdown menu that Ant Design hides by a class (`display: none` in its styles) once closed. */
function MenuScreen() {
  return (
    <Dropdown trigger={["click"]} menu={{ items: [{ key: "de", label: "German" }] }}>
      <Button>Languages</Button>
    </Dropdown>
  );
}

describe("Ant Design's styles in the back office's component tests", () => {
  it("keep only what hides an element or takes the pointer, so a query by role still misses a closed menu", async () => {
    await renderInBackOffice([page("/", <MenuScreen />)], "/");
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole("button", { name: "Languages" }));
    expect(await screen.findByRole("menuitem", { name: "German" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Languages" }));
    // Closed, the menu stays in the page, hidden by Ant Design's rule for its class.
    await waitFor(() => expect(screen.queryByRole("menuitem", { name: "German" })).toBeNull());
    expect(screen.getByRole("menuitem", { name: "German", hidden: true })).toBeTruthy();

    // The styles of this render's cache: an earlier file in the worker may have left others in the page.
    const antdStyles = [...document.querySelectorAll("style[data-css-hash]")]
      .filter(isTestStyle)
      .map((style) => style.textContent ?? "")
      .join("\n");
    expect(antdStyles).toMatch(/display:none/);
    // Everything else (colours, spacing, fonts) is left out; the theme's custom properties are not rules of a component.
    expect(antdStyles).not.toMatch(/[{;](color|padding|margin|font-size|line-height):/);
  });
});
