// The kinds of content that can be reported and hidden, as each feature declares them (decision 0046).
export type { ContentApproval, ContentItem, ContentKind, ContentRow, FoundContent } from './content-kind.js';
export {
  contentKindRegistry,
  findByStatement,
  findContent,
  setContentHidden,
  setHiddenInTable,
  type ContentKinds,
} from './content-kinds.js';
