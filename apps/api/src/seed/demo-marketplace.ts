import type { MarketplaceCategory, MarketplaceCondition } from '@ourhood/contract';

/** The demo marketplace: a few items in every state, with the interest they drew. */
export interface DemoMarketplaceItem {
  seller: string;
  title: string;
  description: string;
  category: MarketplaceCategory;
  condition: MarketplaceCondition;
  /** Whole major units of the installation's currency; 0 is free. */
  price: number;
  minutesAgo: number;
  /** Neighbours who pressed 'I'm interested', first come first. */
  interested?: string[];
  /** Reserved for (and, when `sold`, sold to) the first interested neighbour. */
  reserved?: boolean;
  sold?: boolean;
  /** Neighbours who saved it. */
  savedBy?: string[];
}

export const demoMarketplaceItems: DemoMarketplaceItem[] = [
  {
    seller: 'hannah@demo.ourhood.app',
    title: 'Electric lawn mower',
    description: 'Works well, we moved to a flat with no garden. Grass box included.',
    category: 'home_garden',
    condition: 'good',
    price: 60,
    minutesAgo: 5 * 24 * 60,
    interested: ['samuel@demo.ourhood.app'],
    reserved: true,
    sold: true,
  },
  {
    seller: 'amara@demo.ourhood.app',
    title: 'Wooden high chair',
    description: 'Solid beech high chair with tray. Our youngest has outgrown it.',
    category: 'baby_kids',
    condition: 'good',
    price: 25,
    minutesAgo: 2 * 24 * 60,
    interested: ['diego@demo.ourhood.app', 'mei@demo.ourhood.app'],
    reserved: true,
  },
  {
    seller: 'diego@demo.ourhood.app',
    title: 'Armchair, free to a good home',
    description: 'Comfy green armchair, a bit faded on one arm. You collect from Park Slope.',
    category: 'free_stuff',
    condition: 'fair',
    price: 0,
    minutesAgo: 26 * 60,
    interested: ['priya@demo.ourhood.app', 'hannah@demo.ourhood.app'],
    savedBy: ['amara@demo.ourhood.app'],
  },
  {
    seller: 'mei@demo.ourhood.app',
    title: 'Road bike, 54 cm frame',
    description: 'Aluminium frame, 18 gears, new tyres last spring. Lights included.',
    category: 'sports',
    condition: 'like_new',
    price: 180,
    minutesAgo: 8 * 60,
    savedBy: ['amara@demo.ourhood.app', 'samuel@demo.ourhood.app'],
  },
  {
    seller: 'priya@demo.ourhood.app',
    title: 'Spare drill batteries',
    description: 'Two 18 V batteries that fit most cordless drill brands; I changed brands.',
    category: 'tools',
    condition: 'like_new',
    price: 15,
    minutesAgo: 150,
  },
  {
    seller: 'samuel@demo.ourhood.app',
    title: "Box of children's books",
    description: 'About 30 picture books for ages 3 to 6. Free, pick up any evening.',
    category: 'baby_kids',
    condition: 'good',
    price: 0,
    minutesAgo: 45,
  },
];
