import { Grid, Segmented, Select } from "antd";

/**
 * One of a few named choices: a row of buttons where the screen is wide enough, a drop-down on a
 * narrow one, where a row of long names would run past the screen's edge (decision 0020).
 */
export function ChoiceSwitch<Value extends string>({
  labelledBy,
  value,
  onChange,
  options,
}: {
  /** The id of the label naming the choice. */
  labelledBy: string;
  value: Value;
  onChange: (next: Value) => void;
  options: readonly { value: Value; label: string }[];
}) {
  const narrow = Grid.useBreakpoint().md === false;
  if (narrow) {
    return (
      <Select<Value>
        aria-labelledby={labelledBy}
        value={value}
        onChange={onChange}
        options={options.map((option) => ({ ...option }))}
        style={{ minWidth: 0, maxWidth: "100%", flex: "1 1 200px" }}
      />
    );
  }
  return (
    <Segmented<Value> aria-labelledby={labelledBy} value={value} onChange={onChange} options={options.map((option) => ({ ...option }))} />
  );
}
