import { Button, Flex, Form, Select, Typography } from "antd";
import { useT } from "../../i18n/I18nProvider.tsx";

/**
 * What the Inbox's two lists share (decisions 0077, 0080): the sender's cell, which opens the
 * item, and the controls of its handling, its state and the account it is assigned to.
 */

/** The sender's name (a button that opens the item) and e-mail address under it. */
export function SenderCell({ name, email, onOpen }: { name: string; email: string; onOpen: () => void }) {
  return (
    <Flex vertical>
      <Button type="link" style={{ padding: 0, height: "auto", justifyContent: "start" }} onClick={onOpen}>
        {name}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: "anywhere" }}>
        {email}
      </Typography.Text>
    </Flex>
  );
}

/** The state and assignee of an opened item; `accountId` null: nobody. */
export function HandlingControls<State extends string>(props: {
  state: State;
  states: readonly State[];
  stateLabel: (state: State) => string;
  onState: (state: State) => void;
  assigneeId: number | null;
  assignees: readonly { id: number; userName: string }[] | undefined;
  onAssign: (accountId: number | null) => void;
}) {
  const t = useT();
  return (
    <Flex gap={12} wrap>
      <Form.Item label={t("inbox.col.state")} style={{ margin: 0 }}>
        <Select<State>
          aria-label={t("inbox.col.state")}
          value={props.state}
          options={props.states.map((value) => ({ value, label: props.stateLabel(value) }))}
          onChange={props.onState}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item label={t("inbox.col.assignee")} style={{ margin: 0 }}>
        <Select<number>
          aria-label={t("inbox.col.assignee")}
          value={props.assigneeId ?? 0}
          options={[
            { value: 0, label: t("inbox.nobody") },
            ...(props.assignees ?? []).map((account) => ({ value: account.id, label: account.userName })),
          ]}
          onChange={(accountId) => props.onAssign(accountId === 0 ? null : accountId)}
          style={{ width: 200 }}
        />
      </Form.Item>
    </Flex>
  );
}
