import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from './cx';

export type CardProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * The raised panel every screen is built from (rounded, bordered, on the raised surface). A div by
 * default; `as` makes it a section, an article, a list item or a Link. Padding is the caller's.
 */
export function Card<T extends ElementType = 'div'>({ as, className, ...rest }: CardProps<T>) {
  const Component: ElementType = as ?? 'div';
  return <Component className={cx('rounded-2xl border border-line bg-raised shadow-sm', className)} {...rest} />;
}
