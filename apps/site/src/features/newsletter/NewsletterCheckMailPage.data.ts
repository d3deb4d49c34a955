/** The page reads nothing: every subscription, new or not, is answered by it. */
export function loader(): Record<string, never> {
  return {};
}
