import { useId } from "react";
import { DatePicker, Flex, Typography } from "antd";
import dayjs from "dayjs";
import { useT } from "../i18n/I18nProvider.tsx";
import "./siteTimePicker.css";

/** How the picker writes a time: the same in every language, day before hour, never ambiguous. */
const SHOWN_FORMAT = "YYYY-MM-DD HH:mm";
/** The wall-clock time the forms hold and `berlinWallTimeToUtc` reads (`ui/siteTime.ts`); dayjs reads it back as it is. */
const WALL_TIME_FORMAT = "YYYY-MM-DDTHH:mm";

/**
 * A date and time on the website's clock (Europe/Berlin), whatever the browser's zone: its value is
 * the Berlin wall-clock time `YYYY-MM-DDTHH:mm`, which the form turns into an instant with
 * `berlinWallTimeToUtc` (decision 0060). Ant Design's picker draws it in the back office's
 * language (its locale and dayjs's, loaded with the catalog); "Berlin time" beside it says which
 * clock it is. The picker only ever shows and returns the value's fields: it never reads the
 * browser's zone into them, which is why it offers no "Now" (the browser's clock, not Berlin's).
 */
export function SiteTimePicker({
  id,
  value,
  onChange,
  status,
}: {
  id?: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  status?: "error";
}) {
  const t = useT();
  const zoneId = useId();
  return (
    <Flex gap={8} align="center" wrap>
      <DatePicker
        id={id}
        showTime={{ format: "HH:mm" }}
        showNow={false}
        // A typed or picked time counts at once, without an OK: a form saved right after keeps it.
        needConfirm={false}
        // Enter takes the typed time; it does not also send the form around the picker.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        format={SHOWN_FORMAT}
        // On a phone the time goes under the days (siteTimePicker.css).
        classNames={{ popup: { root: "site-time-picker-popup" } }}
        status={status}
        value={value ? dayjs(value) : null}
        onChange={(picked) => onChange?.(picked ? picked.format(WALL_TIME_FORMAT) : undefined)}
        aria-describedby={zoneId}
        style={{ minWidth: 180 }}
      />
      <Typography.Text id={zoneId} type="secondary">
        {t("publishing.berlinTime")}
      </Typography.Text>
    </Flex>
  );
}
