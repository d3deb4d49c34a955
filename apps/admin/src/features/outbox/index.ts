export { OutboxNotice } from "./OutboxNotice.tsx";
