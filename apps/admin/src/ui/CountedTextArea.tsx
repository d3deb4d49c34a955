import type { ComponentProps } from "react";
import { Input, theme } from "antd";

/**
 * A text area with its "n / max" count below it on a line of its own: Ant Design hangs the count
 * below the box without taking room for it, where a field's help text would run under it.
 */
export function CountedTextArea(props: Omit<ComponentProps<typeof Input.TextArea>, "showCount" | "styles">) {
  const { token } = theme.useToken();
  return <Input.TextArea {...props} showCount styles={{ root: { marginBlockEnd: token.fontSize * token.lineHeight } }} />;
}
