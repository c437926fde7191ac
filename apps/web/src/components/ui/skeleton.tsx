import { cx } from './cx';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-line', className)} />;
}
