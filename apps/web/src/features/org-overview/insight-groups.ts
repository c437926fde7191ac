import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganizationInsightSeries } from '@ourhood/contract';
import { chartColors, type DailySeriesColumn } from '../../lib/charts/daily-series';

/** One chart of the insights: its title, its series, and how its figures read. */
export interface InsightGroup {
  key: string;
  title: string;
  columns: (DailySeriesColumn & { key: OrganizationInsightSeries })[];
  /** The figure of the period: the sum of each series, or the last day's value (a running average). */
  summary: 'sum' | 'last';
  yMax?: number;
  integers?: boolean;
}

const titles = {
  views: msg`Views`,
  followers: msg`Followers`,
  engagement: msg`Engagement on updates`,
  reviews: msg`Reviews`,
  rating: msg`Rating`,
  messages: msg`Messages`,
};
const labels: Record<OrganizationInsightSeries, ReturnType<typeof msg>> = {
  page_views: msg`Page views`,
  listing_views: msg`Listing views`,
  update_views: msg`Update views`,
  followers_gained: msg`Followers gained`,
  followers_lost: msg`Followers lost`,
  update_reactions: msg`Reactions`,
  update_comments: msg`Comments`,
  reviews: msg`New reviews`,
  average_rating: msg`Average rating`,
  messages_received: msg`Messages received`,
};

/** The insights' charts, in the dashboard's order, in the reader's language. */
export function insightGroups(i18n: I18n): InsightGroup[] {
  const column = (key: OrganizationInsightSeries, color: string, format?: (value: number) => string) => ({
    key,
    label: i18n._(labels[key]),
    color,
    ...(format ? { format } : {}),
  });
  const rating = (value: number) => i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return [
    {
      key: 'views',
      title: i18n._(titles.views),
      summary: 'sum',
      columns: [
        column('page_views', chartColors.blue),
        column('listing_views', chartColors.teal),
        column('update_views', chartColors.violet),
      ],
    },
    {
      key: 'followers',
      title: i18n._(titles.followers),
      summary: 'sum',
      columns: [column('followers_gained', chartColors.green), column('followers_lost', chartColors.red)],
    },
    {
      key: 'engagement',
      title: i18n._(titles.engagement),
      summary: 'sum',
      columns: [column('update_reactions', chartColors.pink), column('update_comments', chartColors.amber)],
    },
    {
      key: 'reviews',
      title: i18n._(titles.reviews),
      summary: 'sum',
      columns: [column('reviews', chartColors.violet)],
    },
    {
      key: 'rating',
      title: i18n._(titles.rating),
      summary: 'last',
      yMax: 5,
      integers: false,
      columns: [column('average_rating', chartColors.amber, rating)],
    },
    {
      key: 'messages',
      title: i18n._(titles.messages),
      summary: 'sum',
      columns: [column('messages_received', chartColors.blue)],
    },
  ];
}

/** Every series of the groups, in order: the CSV's columns. */
export function insightColumns(groups: readonly InsightGroup[]): DailySeriesColumn[] {
  return groups.flatMap((group) => group.columns);
}
