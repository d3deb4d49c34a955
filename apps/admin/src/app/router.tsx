import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { ADMIN_BASE, ADMIN_LOGIN_ROUTE } from "@lawfirm/contract";
import type { PageHandle } from "../ui/frame/Page.tsx";
import { ADMIN_HOME, adminPages, type PageModule, type ResolvedPage } from "./routes.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { AdminFrame } from "./frame/AdminFrame.tsx";
import { FullPageSpin, LoadError, NotFound } from "./frame/states.tsx";

/** How long a page's script may take to load before the page shows a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout(load: () => Promise<PageModule>): () => Promise<{ Component: PageModule["default"] }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("The page's script did not load in time")), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

const pageRoutes: RouteObject[] = adminPages.map((page) => ({
  path: page.path,
  handle: { page } satisfies PageHandle<ResolvedPage>,
  lazy: withTimeout(page.load),
  errorElement: <LoadError />,
}));

// No basename: the login page lives outside /admin, at /admin-login.
export const adminRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullPageSpin,
    errorElement: <LoadError fullPage />,
    children: [
      { path: ADMIN_LOGIN_ROUTE, lazy: withTimeout(() => import("../features/auth/LoginPage.tsx")) },
      {
        path: ADMIN_BASE,
        element: <AdminFrame />,
        children: [
          // A loader redirects before the frame renders, so the frame starts on the right page.
          { index: true, loader: () => redirect(ADMIN_HOME), element: null },
          ...pageRoutes,
          { path: "*", element: <NotFound /> },
        ],
      },
      { path: "*", loader: () => redirect(ADMIN_BASE), element: null },
    ],
  },
];

export const router = createBrowserRouter(adminRoutes);
