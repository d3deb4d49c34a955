// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { stubApi } from "../../ui/testing/stubApi.ts";
import { firmConfig } from "../../ui/testing/contractFixtures.ts";
import { FirmName } from "./FirmName.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = (name: string, iconUrl: string | null) => firmConfig(name, iconUrl);

describe("the firm in the back office's header", () => {
  it("shows the firm's logo and name from the site configuration in the interface's language, for any account", async () => {
    const calls = stubApi(() => config("Weber & Partner", "/api/upload/logo.png"));
    await renderInBackOffice([page("/", <FirmName />)], "/", signedInAs("translator", ["de_DE"]));

    const name = await screen.findByText("Weber & Partner");
    // A name cut short (after two lines) shows whole on hover.
    expect(name.getAttribute("title")).toBe("Weber & Partner");
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/api/upload/logo.png");
    expect(calls[0]?.path).toBe("/api/user/portal-config");
    expect(calls[0]?.query.get("lang")).toBe("en_US");
  });

  it("names the back office until the firm has a name, and shows only the logo where there is no room", async () => {
    stubApi(() => config("", null));
    await renderInBackOffice(
      [
        page(
          "/",
          <>
            <FirmName />
            <FirmName logoOnly />
          </>,
        ),
      ],
      "/",
    );

    await waitFor(() => expect(screen.getByText("Back office")).toBeTruthy());
    expect(screen.getByText("§")).toBeTruthy();
  });
});
