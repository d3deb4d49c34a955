import { useQuery } from "@tanstack/react-query";
import { accountEndpoints } from "@lawfirm/contract";
import { api } from "../../app/api.ts";

export const mineQueryKey = ["admin", "mine"] as const;

/** The logged-in administrator; a 401 here sends the user to the login page. */
export function useMine() {
  return useQuery({
    queryKey: mineQueryKey,
    queryFn: ({ signal }) => api.call(accountEndpoints.mine, {}, { signal }),
  });
}
