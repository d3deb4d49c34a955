import { Button, Form, Space } from "antd";
import { SearchOutlined } from "./icons.tsx";
import { useT } from "../i18n/I18nProvider.tsx";

/** The Search (submits the surrounding search form) and Reset buttons at the end of a list's search form. */
export function SearchFormButtons({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t("common.search")}
        </Button>
        <Button onClick={onReset}>{t("common.reset")}</Button>
      </Space>
    </Form.Item>
  );
}
