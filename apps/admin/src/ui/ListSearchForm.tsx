import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "antd";
import type { AddressQueryChanges, SetAddressQuery } from "./pagedList.ts";
import { SearchFormButtons } from "./SearchFormButtons.tsx";
import "./listSearchForm.css";

/**
 * The search form above a paged list: its fields (`children`) in a row, then Search and Reset.
 * The search lives in the address: searching puts `toQuery(values)` there and goes back to page 1;
 * Reset empties the fields (`emptyValues`) and so the search. When the address changes under the
 * form (the menu entry of the same list, the browser's Back and Forward), the fields follow it.
 * A field's input keeps the width its page gives it where there is room, and shrinks to the line on
 * a phone (`listSearchForm.css`).
 */
export function ListSearchForm<Values extends object>({
  initialValues,
  emptyValues,
  toQuery,
  setQuery,
  children,
}: {
  /** The search the address holds now, every field included (an empty one as "" or null). */
  initialValues: Values;
  emptyValues: Values;
  /** The address parameters of a search; an empty value leaves its parameter out. */
  toQuery: (values: Values) => AddressQueryChanges;
  setQuery: SetAddressQuery;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  // Compared by value: the caller builds the object on every render. Only a change of the address
  // is copied into the fields: on mount `initialValues` fills them, and what the editor has typed
  // since must not be overwritten by an effect that runs late.
  const addressSearch = JSON.stringify(initialValues);
  const searchInFields = useRef(addressSearch);
  useEffect(() => {
    if (searchInFields.current === addressSearch) return;
    searchInFields.current = addressSearch;
    form.setFieldsValue(JSON.parse(addressSearch) as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, addressSearch]);
  const search = (values: Values) => setQuery({ ...toQuery(values), page: 1 });
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="list-search-form"
      initialValues={initialValues}
      onFinish={search}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      {children}
      <SearchFormButtons
        onReset={() => {
          form.setFieldsValue(emptyValues);
          search(emptyValues);
        }}
      />
    </Form>
  );
}
