import { useId, type CSSProperties } from "react";
import { Form } from "react-router";
import { cx } from "./cx";
import styles from "./SelectFilters.module.css";

/** One select of a filter bar: the address's parameter it sets, its label, and its choices after "all". */
export interface SelectFilter {
  name: string;
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  /** The address's value now; undefined: all. */
  value: number | string | undefined;
  options: readonly { value: number | string; label: string }[];
}

/**
 * A list's filter bar of selects (the careers and events pages), sent as a GET form to the list's
 * address: the filters live in the address and work without JavaScript (with it, the router loads
 * the list in place). `kept` are parameters the form sends along unchanged (the events' archive).
 */
export function SelectFilters({
  action,
  label,
  submitLabel,
  filters,
  kept = {},
}: {
  action: string;
  label: string;
  submitLabel: string;
  filters: readonly SelectFilter[];
  kept?: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const layout = { "--filter-count": filters.length } as CSSProperties;
  return (
    <Form
      method="get"
      action={action}
      className={cx(styles.filters, filters.length === 1 && styles.single)}
      style={layout}
      aria-label={label}
      preventScrollReset
      // The selects show the address's filters: a new address (the back button) renders them anew.
      key={[...Object.values(kept), ...filters.map((filter) => filter.value ?? "")].join("/")}
    >
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {filters.map((filter) => (
        <div key={filter.name} className={styles.filter}>
          <label htmlFor={`${id}-${filter.name}`} className={styles.label}>
            {filter.label}
          </label>
          <select id={`${id}-${filter.name}`} name={filter.name} className={styles.select} defaultValue={filter.value ?? ""}>
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={styles.submit}>
        {submitLabel}
      </button>
    </Form>
  );
}
