// The kinds of content that can be reported and hidden, as each feature declares them (decision 0046).
export type { ContentApproval, ContentItem, ContentKind, ContentRow, FoundContent } from './content-kind.js';
export { containsPattern, type ContentSearch, type SearchRow } from './content-search.js';
export {
  contentKindRegistry,
  findByStatement,
  findContent,
  setContentHidden,
  setHiddenInTable,
  type ContentKinds,
} from './content-kinds.js';
