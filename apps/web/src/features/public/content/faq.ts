import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Help centre questions and answers. The facts here mirror what the software does. */
export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export interface FaqTopic {
  id: string;
  topic: MessageDescriptor;
  entries: FaqEntry[];
}

export const faqTopics: FaqTopic[] = [
  {
    id: 'getting-started',
    topic: msg`Getting started`,
    entries: [
      {
        question: msg`Who can join?`,
        answer: msg`Anyone who lives in a neighbourhood served by this Ourhood community can join as a neighbour. Local businesses, charities and groups join with an organization account.`,
      },
      {
        question: msg`How do I verify my account?`,
        answer: msg`After you sign up we e-mail you a 6-digit code. Enter it on the verification screen. A code works once and expires after 10 minutes; you can ask for a new one after 30 seconds.`,
      },
      {
        question: msg`What is a referral code?`,
        answer: msg`A 7-character code a neighbour can share to invite you. Enter it when you sign up (it is optional), or follow an invite link and it is filled in for you.`,
      },
    ],
  },
  {
    id: 'account',
    topic: msg`Your account`,
    entries: [
      {
        question: msg`I forgot my password.`,
        answer: msg`Choose “Forgot password” on the sign-in page and enter your e-mail. We send a one-time code that you use to set a new password.`,
      },
      {
        question: msg`How long do I stay signed in?`,
        answer: msg`A session lasts up to 30 days. Signing out ends that session immediately on our side, not just in your browser.`,
      },
      {
        question: msg`How do I change my location?`,
        answer: msg`On your home feed choose “Change Location”. Your browser asks for permission; we keep only the area (suburb, city, state, country), never your exact position.`,
      },
    ],
  },
  {
    id: 'posting',
    topic: msg`Posting and borrowing`,
    entries: [
      {
        question: msg`How many photos can I add to a post?`,
        answer: msg`Up to four. Photos are re-encoded when uploaded, which removes hidden metadata such as GPS position.`,
      },
      {
        question: msg`How does borrowing work?`,
        answer: msg`Post a request on the Rentals board describing the item and for how long you need it. A neighbour who can help presses “Lend Item” and you arrange the hand-over together.`,
      },
      {
        question: msg`How do I report a post?`,
        answer: msg`Write to our safety team with a link to the post. Urgent danger is always a matter for the emergency services first.`,
      },
    ],
  },
];
