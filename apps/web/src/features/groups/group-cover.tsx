import { Users } from 'lucide-react';
import { cx } from '../../components/ui/cx';

/** A group's cover photo, or a gradient with the people icon when it has none. Decorative. */
export function GroupCover({ url, className }: { url?: string | null; className?: string }) {
  if (url) return <img src={url} alt="" aria-hidden="true" className={cx('object-cover', className)} />;
  return (
    <div
      aria-hidden="true"
      className={cx(
        'flex items-center justify-center bg-gradient-to-br from-brand-700 to-teal-900 text-white',
        className,
      )}
    >
      <Users className="h-1/3 max-h-12 w-1/3 max-w-12 opacity-80" />
    </div>
  );
}
