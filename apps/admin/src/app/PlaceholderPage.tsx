import { Empty } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import { Page, useCurrentPage } from "./frame/Page.tsx";

/** Stands in for a screen that is not built yet: its title and what it will be for. */
export default function PlaceholderPage() {
  const page = useCurrentPage();
  const t = useT();
  return (
    <Page>
      <Empty style={{ marginBlock: 48 }} description={page ? t(page.hint) : undefined} />
    </Page>
  );
}
