import { Link } from 'react-router';

/**
 * The product mark and name, linking home. The mark is the favicon the browser already has; on the
 * narrowest phones it gives way so the top bar fits without sideways scrolling.
 */
export function Logo({ className = 'text-stone-900' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-lg font-extrabold sm:text-xl ${className}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8 shrink-0 max-[359px]:hidden" />
      Ourhood
    </Link>
  );
}
