import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  marketplaceCategoryLabels,
  marketplaceConditionLabels,
  type MarketplaceCategory,
  type MarketplaceCondition,
  type MarketplacePrice,
  type MarketplaceStatus,
} from '@ourhood/contract';
import { formatPrice } from '../../lib/marketplace/format-price';
import { contractText } from '../../lib/i18n/contract-text';

const localBusiness = msg`Local business`;
const free = msg`Free`;

export const categoryLabel = (category: MarketplaceCategory | null, i18n: I18n) =>
  category ? contractText(marketplaceCategoryLabels[category]) : i18n._(localBusiness);

export const conditionLabel = (condition: MarketplaceCondition | null) =>
  condition ? contractText(marketplaceConditionLabels[condition]) : null;

/** A price as the active language writes it ('12,50 €' in French), or 'Free'. */
export const priceText = (price: Pick<MarketplacePrice, 'amount' | 'currency' | 'free'>, i18n: I18n) =>
  price.free ? i18n._(free) : formatPrice(price, i18n.locale);

export const statusLabel: Record<MarketplaceStatus, MessageDescriptor> = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  withdrawn: msg`Withdrawn`,
};

/** The status badge's colours (semantic tokens). */
export const statusTone: Record<MarketplaceStatus, string> = {
  available: 'border-success-line bg-success-soft text-success',
  reserved: 'border-info-line bg-info-soft text-info',
  sold: 'border-line bg-sunken text-muted',
  withdrawn: 'border-line bg-sunken text-muted',
};
