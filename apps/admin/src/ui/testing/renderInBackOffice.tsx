import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import { ROLE_RIGHTS, type Account, type RoleCode } from "@lawfirm/contract";
import { mineQueryKey } from "../../lib/rights.ts";
import { App as AntdApp, ConfigProvider } from "antd";
import { createCache, StyleProvider, type Transformer } from "@ant-design/cssinjs";
import { loadStartCatalog } from "../../i18n/catalogLoader.ts";
import { I18nProvider } from "../../i18n/I18nProvider.tsx";
import { AUTOSAVE_DELAY_MS, AutosaveDelayContext } from "../editing/useAutosave.ts";

// A screen renders in steps (lazy pages and dialogs, antd's motion, queries answered): on a busy
// machine an element can take seconds to appear, past the 1 s that findBy… and waitFor wait by
// default. A longer wait costs nothing when it appears sooner.
configure({ asyncUtilTimeout: 5_000 });

/** The style properties a test reads: whether an element is hidden (Testing Library's queries by role, accessible names) and takes the pointer (user-event). */
const PROPERTIES_TESTS_READ = new Set(["display", "visibility", "pointerEvents", "pointer-events"]);

/**
 * Ant Design's styles as the tests need them: each of its rules with only the declarations of
 * `PROPERTIES_TESTS_READ`, the rules left empty dropped. happy-dom computes an element's style by
 * matching every rule of the page against the element and its ancestors, and Testing Library asks
 * for it for every element a query by role or name visits: with Ant Design's whole styles (about
 * 2,500 rules, 600 kB) that matching was about 60 % of a back office test's time. What hides an
 * element (a closed dropdown's `display: none`) is kept, so a query still misses what a user does
 * not see. Nested rules (selectors, media queries) are kept with what is left in them.
 */
const onlyWhatTestsRead: Transformer = {
  visit: (style) =>
    Object.fromEntries(Object.entries(style).filter(([key, value]) => PROPERTIES_TESTS_READ.has(key) || isNestedRule(key, value))),
};

/** A nested rule's block (as cssinjs tells one from a property's value), not a property's value. */
function isNestedRule(key: string, value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (key === "animationName" && "_keyframe" in value) return false;
  return !("_skip_check_" in value) && !("_multi_value_" in value);
}

/** The cache of the styles made so, apart from Ant Design's default one. */
const testStyles = createCache();

/**
 * Whether a `<style>` of the page was put there through `TestStyles` (cssinjs marks each with its
 * cache's instance), not by a file that rendered Ant Design without it earlier in the same worker.
 */
export function isTestStyle(style: Element): boolean {
  return (style as Element & { __cssinjs_instance__?: string }).__cssinjs_instance__ === testStyles.instanceId;
}

/** Ant Design's styles trimmed to what the tests read (`onlyWhatTestsRead`), for a test that renders Ant Design without `renderInBackOffice`. */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider cache={testStyles} transformers={[onlyWhatTestsRead]}>
      {children}
    </StyleProvider>
  );
}

/** A signed-in account of a role as `/admin/mine` answers it (a translator's `languages` given). */
export function signedInAs(roleCode: RoleCode, languages: string[] = []): Account {
  return {
    id: 1,
    loginAccount: roleCode,
    userName: `The ${roleCode}`,
    roleId: 1,
    roleName: roleCode,
    roleCode,
    rights: [...ROLE_RIGHTS[roleCode]],
    languages,
    headImg: null,
    lastLoginTime: null,
  };
}

/**
 * For the back office's React tests: renders `routes` at `path` with what a page has around it
 * in the app (English messages, antd and its App, a query client, a data router that can block
 * navigation, the signed-in `account`: an Administrator unless given), and answers the router,
 * to navigate and to read where the page went. Editors save by themselves only when `autosave` is
 * asked for: a test of something else saves when it says so.
 */
export async function renderInBackOffice(
  routes: RouteObject[],
  path: string,
  account: Account = signedInAs("administrator"),
  { autosave = false }: { autosave?: boolean } = {},
) {
  await loadStartCatalog("en_US");
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(mineQueryKey, account);
  render(
    <TestStyles>
      <I18nProvider>
        {/* Without animations, a closed dialog is gone at once (happy-dom plays no transitions). */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <AntdApp>
            <QueryClientProvider client={queryClient}>
              <AutosaveDelayContext value={autosave ? AUTOSAVE_DELAY_MS : null}>
                <RouterProvider router={router} />
              </AutosaveDelayContext>
            </QueryClientProvider>
          </AntdApp>
        </ConfigProvider>
      </I18nProvider>
    </TestStyles>,
  );
  return router;
}

/** A route of one element at `path`, for `renderInBackOffice`. */
export function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}
