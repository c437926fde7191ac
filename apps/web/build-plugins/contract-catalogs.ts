import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { Plugin } from 'vite';
import { CONTRACT_ID_PREFIX } from '../src/lib/i18n/contract-text-id';

/** How a contract catalog is imported: `…/packages/contract/locales/fr.po?contract`. */
export const CONTRACT_CATALOG_QUERY = '?contract';

/**
 * The contract's texts in a language, for the web app (decision 0072). The contract's catalogs
 * (packages/contract/locales, decision 0073) translate the English texts both sides show: form
 * errors from the contract's schemas, labels such as trust levels and report reasons. Compiled
 * here, keyed by the English text, so the browser needs no parser and no hashing.
 */
export function compileContractCatalog(poText: string): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const item of PO.parse(poText).items) {
    const translation = item.msgstr[0];
    if (item.obsolete || !translation) continue;
    messages[CONTRACT_ID_PREFIX + item.msgid] = compileMessage(translation);
  }
  return messages;
}

export function contractCatalogs(): Plugin {
  return {
    name: 'ourhood-contract-catalogs',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.po${CONTRACT_CATALOG_QUERY}`)) return null;
      const file = id.slice(0, -CONTRACT_CATALOG_QUERY.length);
      this.addWatchFile(file);
      const messages = compileContractCatalog(fs.readFileSync(file, 'utf8'));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
