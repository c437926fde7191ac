import {
  marketplaceCategoryLabels,
  marketplaceConditionLabels,
  type MarketplaceCategory,
  type MarketplaceCondition,
  type MarketplaceStatus,
} from '@ourhood/contract';

export const categoryLabel = (category: MarketplaceCategory | null) =>
  category ? marketplaceCategoryLabels[category] : 'Local business';

export const conditionLabel = (condition: MarketplaceCondition | null) =>
  condition ? marketplaceConditionLabels[condition] : null;

export const statusLabel: Record<MarketplaceStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

/** The status badge's colours (semantic tokens). */
export const statusTone: Record<MarketplaceStatus, string> = {
  available: 'border-success-line bg-success-soft text-success',
  reserved: 'border-info-line bg-info-soft text-info',
  sold: 'border-line bg-sunken text-muted',
  withdrawn: 'border-line bg-sunken text-muted',
};
