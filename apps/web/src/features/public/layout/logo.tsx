import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';

/** The brand mark and name, linking home. */
export function Logo({ className = 'text-fg' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex text-lg sm:text-xl ${className}`}>
      <BrandMark />
    </Link>
  );
}
