import { PRODUCT_NAME } from '@ourhood/contract/product';
import { cx } from './cx';

/**
 * Ourhood's one brand mark (the favicon, which the browser has already fetched) with the name
 * beside it. The public header, the auth screens and the neighbour shell all show this.
 * `nameClassName` lets the collapsed sidebar hide the name until it expands; the mark gives way on
 * the narrowest phones so a top bar fits without sideways scrolling.
 */
export function BrandMark({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-extrabold', className)}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8 shrink-0 max-[359px]:hidden" />
      <span className={nameClassName}>{PRODUCT_NAME}</span>
    </span>
  );
}
