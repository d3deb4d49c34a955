import { Outlet } from "react-router";
import { useApiErrorPresenter } from "../lib/api.ts";

/** Wraps every route: connects the request layer to the router and antd's notifications. */
export function RootLayout() {
  useApiErrorPresenter();
  return <Outlet />;
}
