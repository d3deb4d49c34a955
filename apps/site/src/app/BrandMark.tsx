import { Picture } from "../ui/Picture";

/** The placeholder monogram (a section sign), shown while the site configuration supplies no logo. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#14213d" />
      <g fill="none" stroke="#e9dcc2" strokeWidth="4" strokeLinecap="round">
        <path d="M41 19.5C41 15.2 37 12.5 32 12.5S23 15.2 23 19.5c0 5 6.5 7 11 8.6 4.8 1.7 8 3.8 8 8 0 3.7-2.8 6-6.5 6.9" />
        <path d="M23 44.5c0 4.3 4 7 9 7s9-2.7 9-7c0-5-6.5-7-11-8.6-4.8-1.7-8-3.8-8-8 0-3.7 2.8-6 6.5-6.9" />
      </g>
    </svg>
  );
}

/**
 * The firm's logo from the site configuration, else the monogram. Decorative: it always sits
 * next to the firm's name, which names the link.
 */
export function BrandLogo({ iconUrl, className }: { iconUrl: string | null | undefined; className?: string }) {
  return iconUrl ? (
    <Picture className={className} src={iconUrl} alt="" width={36} height={36} sizes="36px" />
  ) : (
    <BrandMark className={className} />
  );
}
