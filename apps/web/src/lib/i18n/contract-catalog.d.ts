// A contract catalog compiled for the web (build-plugins/contract-catalogs.ts).
declare module '*.po?contract' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The catalogs of the languages awaiting review, one bundle per language (build-plugins/review-catalogs.ts).
declare module 'virtual:ourhood-review-catalogs' {
  import type { Messages } from '@lingui/core';
  export const reviewBundles: Partial<Record<string, () => Promise<{ catalogs: Record<string, Messages> }>>>;
}
