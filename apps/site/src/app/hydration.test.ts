import { describe, expect, it } from "vitest";
import { createStaticHandler } from "react-router";
import { parseRouterState, serializeRouterState } from "./hydration";

describe("the router state a page arrives with", () => {
  it("names the routes the server rendered, the outermost first, so that the browser need not match the address again", async () => {
    const handler = createStaticHandler([
      {
        id: "layout",
        path: "/",
        loader: () => "layout",
        children: [{ id: "people", path: "people", loader: () => ["a person"] }],
      },
    ]);
    const context = await handler.query(new Request("http://site.test/people?page=2"));
    if (context instanceof Response) throw new Error("The page answered a redirect");

    const state = parseRouterState(serializeRouterState(context, {}));

    expect(state.routeIds).toEqual(["layout", "people"]);
    expect(state.router.loaderData).toEqual({ layout: "layout", people: ["a person"] });
    expect(state.path).toBe("/people?page=2");
  });
});
