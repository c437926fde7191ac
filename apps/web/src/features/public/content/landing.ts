import { msg } from '@lingui/core/macro';

/** Spec §1: the landing page claims. */
export const communityStats = [
  { value: '50+', label: msg`communities` },
  { value: '500+', label: msg`active members` },
] as const;

/** Spec §1: onboarding in three steps. */
export const howItWorksSteps = [
  {
    title: msg`Sign up`,
    text: msg`Create your account and verify your neighbourhood address, so everyone you meet really lives nearby.`,
  },
  {
    title: msg`Connect`,
    text: msg`Follow neighbours, join groups and discover the local businesses and organizations around you.`,
  },
  {
    title: msg`Engage`,
    text: msg`Post news, ask for help, lend a hand or a ladder, and show up for what happens on your street.`,
  },
] as const;
