import { Form, Input } from "antd";
import { ListSearchForm } from "./ListSearchForm.tsx";
import type { SetAddressQuery } from "./pagedList.ts";

/** The search of a list searched by one keyword, as the address holds it (`?keyword=`): for `usePagedRows`'s `filtersOf`. */
export const keywordFilter = (searchParams: URLSearchParams) => ({ keyword: searchParams.get("keyword") || undefined });

/** The search form of a list searched by one keyword (`keywordFilter`): its field, Search and Reset. */
export function KeywordSearchForm({
  keyword,
  setQuery,
  label,
  placeholder,
  maxLength,
}: {
  /** The keyword the address holds now ("" for none). */
  keyword: string;
  setQuery: SetAddressQuery;
  label: string;
  placeholder: string;
  /** The longest keyword the list's query accepts. */
  maxLength: number;
}) {
  return (
    <ListSearchForm<{ keyword?: string }>
      initialValues={{ keyword }}
      emptyValues={{ keyword: "" }}
      toQuery={(values) => ({ keyword: values.keyword?.trim() || undefined })}
      setQuery={setQuery}
    >
      {/* As wide as a keyword needs, narrower on a phone's screen (never wider than the card). */}
      <Form.Item name="keyword" label={label} style={{ flex: "0 1 340px", minWidth: 0 }}>
        <Input allowClear maxLength={maxLength} placeholder={placeholder} />
      </Form.Item>
    </ListSearchForm>
  );
}
