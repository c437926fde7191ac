/**
 * Every `*Messages` object of the API's own (texts the contract does not hold): the extraction
 * (`npm run i18n:extract-contract`, scripts/i18n/) reads this module's exports with the
 * contract's, so a new object is translated once it is exported here.
 */
export { ServerMessages } from './server-messages.js';
