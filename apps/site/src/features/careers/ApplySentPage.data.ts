/** The confirmation reads nothing: the application is sent, and the page says so. */
export function loader(): Record<string, never> {
  return {};
}
