// A contract catalog compiled for the web (build-plugins/contract-catalogs.ts).
declare module '*.po?contract' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
