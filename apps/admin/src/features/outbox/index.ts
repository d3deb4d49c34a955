export { MailNotConfigured, OutboxNotice } from "./OutboxNotice.tsx";
