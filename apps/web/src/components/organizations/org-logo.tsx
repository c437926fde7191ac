import { cx } from '../ui/cx';

/** An organization's logo, or a gradient with its initial when it has none. Decorative. */
export function OrgLogo({ name, url, className }: { name: string; url?: string | null; className?: string }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        aria-hidden="true"
        className={cx('shrink-0 rounded-xl bg-raised object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="logo-fallback"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-teal-900 font-bold text-white',
        className,
      )}
    >
      {name.trim()[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** A cover photo, or a soft gradient band when there is none. Decorative. */
export function OrgCover({ url, className }: { url?: string | null; className?: string }) {
  if (url) return <img src={url} alt="" aria-hidden="true" className={cx('w-full object-cover', className)} />;
  return (
    <div
      aria-hidden="true"
      data-testid="cover-fallback"
      className={cx('w-full bg-gradient-to-r from-brand-700 via-brand-500 to-amber-300', className)}
    />
  );
}
