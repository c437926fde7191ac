import type { ReactNode } from 'react';
import { Banner } from '../../components/ui/banner';
import type { FormBannerState } from './use-contract-form';

/** The form-level message of useContractForm: what belongs to no field, or a success. */
export function FormBanner({
  banner,
  className,
  children,
}: {
  banner: FormBannerState | null;
  className?: string;
  /** Extra content after the text (a 'Send a new code' button, for instance). */
  children?: ReactNode;
}) {
  if (!banner) return null;
  return (
    <Banner tone={banner.tone} className={className}>
      {banner.text}
      {children}
    </Banner>
  );
}
