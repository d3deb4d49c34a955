/** The magnifier inside a keyword box (the team finder's, a list's filters), drawn in the text's colour; the box's label names it. */
export function SearchGlass({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m13 13 4.5 4.5" />
      </g>
    </svg>
  );
}
