/**
 * A decorative line icon on a 16 × 16 grid, drawn in the text's colour: the site's arrows, checks
 * and marks. `path` is the SVG path; the label belongs to the control around it.
 */
export function LineIcon({
  path,
  className,
  size = 16,
  weight = 1.6,
}: {
  path: string;
  className?: string;
  size?: number;
  weight?: number;
}) {
  return (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
