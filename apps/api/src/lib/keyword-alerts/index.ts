// 'Notify me when…' keyword alerts (decisions 0012, 0030): the keywords live on the rentals board,
// and new rental requests and new marketplace items both alert the watchers they match.
export { MAX_PHRASE_WORDS, keywordMatchKey, singular, textMatchKeys, words } from './match-keys.js';
export { findKeywordSubscribers, type KeywordArea } from './keyword-subscribers.js';
export {
  MATCH_CHUNK_SIZE,
  matchKeywords,
  registerKeywordAlerts,
  type AlertSubject,
  type KeywordAlertBoard,
  type KeywordAlertDeps,
} from './keyword-fan-out.js';
