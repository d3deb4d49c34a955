import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Flex, Typography, theme } from "antd";
import { useT } from "../../i18n/I18nProvider.tsx";
import { focalPosition } from "../../ui/media/MediaGrid.tsx";

export interface FocalPoint {
  x: number;
  y: number;
}

/** How far an arrow key moves the point; with Shift, a tenth of it. */
const KEY_STEP = 0.05;

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/** The point an arrow key leads to, or undefined for any other key. */
export function movedByKey(point: FocalPoint, key: string, fine: boolean): FocalPoint | undefined {
  const step = fine ? KEY_STEP / 10 : KEY_STEP;
  const moves: Record<string, FocalPoint> = {
    ArrowLeft: { x: point.x - step, y: point.y },
    ArrowRight: { x: point.x + step, y: point.y },
    ArrowUp: { x: point.x, y: point.y - step },
    ArrowDown: { x: point.x, y: point.y + step },
  };
  const moved = moves[key];
  return moved && { x: clamp(moved.x), y: clamp(moved.y) };
}

/** The crops the site draws of a picture (its CSS's aspect ratios): a portrait, a card, a banner. */
const CROPS = [
  { key: "media.cropPortrait", ratio: "3 / 4" },
  { key: "media.cropCard", ratio: "3 / 2" },
  { key: "media.cropBanner", ratio: "16 / 9" },
] as const;

/**
 * Sets a picture's focal point: click or drag on the picture, or focus it and use the arrow keys
 * (Shift for small steps). A marker shows the point; beside it, the three crops the site makes
 * follow it live (object-position, as the site's pictures do).
 */
export function FocalPointPicker({
  src,
  value,
  onChange,
  disabled,
}: {
  src: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const percent = (fraction: number) => Math.round(fraction * 100);
  const position = focalPosition({ focalX: value.x, focalY: value.y });
  const [left, top] = position.split(" ");

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const moved = movedByKey(value, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };

  return (
    <Flex gap={16} wrap align="start">
      <div
        ref={area}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={t("media.focalPoint")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(value.x)}
        aria-valuetext={t("media.focalPointValue", { x: percent(value.x), y: percent(value.y) })}
        aria-disabled={disabled}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          if (disabled) return;
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          pointAt(event);
        }}
        onPointerMove={(event) => dragging.current && pointAt(event)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
        style={{
          position: "relative",
          lineHeight: 0,
          cursor: disabled ? "default" : "crosshair",
          touchAction: "none",
          flex: "1 1 280px",
          maxWidth: 420,
          outlineOffset: 2,
        }}
      >
        <img src={src} alt="" draggable={false} style={{ width: "100%", height: "auto", borderRadius: token.borderRadius }} />
        <span
          aria-hidden
          data-testid="focal-marker"
          style={{
            position: "absolute",
            left,
            top,
            width: 24,
            height: 24,
            marginLeft: -12,
            marginTop: -12,
            borderRadius: "50%",
            border: "3px solid #fff",
            boxShadow: "0 0 0 2px rgba(0,0,0,0.6)",
            background: "rgba(22,119,255,0.5)",
            pointerEvents: "none",
          }}
        />
      </div>
      <Flex vertical gap={8} style={{ flex: "0 1 160px" }}>
        {CROPS.map((crop) => (
          <figure key={crop.key} style={{ margin: 0 }}>
            <img
              src={src}
              alt=""
              data-crop={crop.key}
              style={{
                display: "block",
                width: 140,
                aspectRatio: crop.ratio,
                objectFit: "cover",
                objectPosition: position,
                borderRadius: token.borderRadiusSM,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <figcaption>{t(crop.key)}</figcaption>
            </Typography.Text>
          </figure>
        ))}
      </Flex>
    </Flex>
  );
}
