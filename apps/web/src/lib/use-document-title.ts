import { useEffect } from 'react';
import { PRODUCT_NAME } from '@ourhood/contract/product';

/** Sets the document title for a route: "Page · Ourhood", or just the product name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
