import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Team, offices and values shown on the About and Careers pages: static content. */
export interface TeamMember {
  name: string;
  role: MessageDescriptor;
  bio: MessageDescriptor;
}

export const team: TeamMember[] = [
  {
    name: 'Nadia Haddad',
    role: msg`Co-founder, Product`,
    bio: msg`Organised her first street clean-up at fourteen and has been connecting neighbours ever since.`,
  },
  {
    name: 'Jonas Lindqvist',
    role: msg`Co-founder, Engineering`,
    bio: msg`Builds software that a small community can run on a single inexpensive server.`,
  },
  {
    name: 'Aisha Mensah',
    role: msg`Community Safety Lead`,
    bio: msg`Former mediator who writes our guidelines and trains volunteer moderators.`,
  },
  {
    name: 'Rafael Costa',
    role: msg`Design and Accessibility`,
    bio: msg`Makes sure every screen works for a neighbour on an old phone or with a screen reader.`,
  },
];

export interface Office {
  id: string;
  city: MessageDescriptor;
  /** The postal address, as the post office writes it: not translated. */
  address: string[];
  note: MessageDescriptor;
}

/* eslint-disable lingui/no-unlocalized-strings -- postal addresses, written as the post office writes them: data, not words to translate */
export const offices: Office[] = [
  {
    id: 'brooklyn',
    city: msg`Brooklyn, NY`,
    address: ['181 7th Avenue, Suite 2', 'Brooklyn, NY 11215'],
    note: msg`Headquarters`,
  },
  {
    id: 'toronto',
    city: msg`Toronto, ON`,
    address: ['410 Queen Street West', 'Toronto, ON M5V 2A7'],
    note: msg`Community team`,
  },
  { id: 'lisbon', city: msg`Lisbon`, address: ['Rua da Prata 80', '1100-415 Lisboa'], note: msg`Engineering` },
];
/* eslint-enable lingui/no-unlocalized-strings */

export const values = [
  {
    id: 'local',
    title: msg`Local first`,
    text: msg`What happens on your street matters more than what is trending worldwide.`,
  },
  {
    id: 'real',
    title: msg`Real neighbours`,
    text: msg`Verified addresses mean the people you meet really live around you.`,
  },
  {
    id: 'private',
    title: msg`Private by design`,
    text: msg`We keep the minimum, never sell data and show no advertising.`,
  },
  { id: 'yours', title: msg`Yours to run`, text: msg`Ourhood is open source: any community can host its own copy.` },
] as const;

export interface JobOpening {
  id: string;
  title: MessageDescriptor;
  team: MessageDescriptor;
  location: MessageDescriptor;
  type: MessageDescriptor;
  summary: MessageDescriptor;
}

export const jobOpenings: JobOpening[] = [
  {
    id: 'frontend',
    title: msg`Senior Front-end Engineer`,
    team: msg`Engineering`,
    location: msg`Remote (UTC−5 to UTC+2)`,
    type: msg`Full-time`,
    summary: msg`Build fast, accessible React screens that work on any phone, in any neighbourhood.`,
  },
  {
    id: 'community-manager',
    title: msg`Community Manager`,
    team: msg`Community`,
    location: msg`Brooklyn, NY`,
    type: msg`Full-time`,
    summary: msg`Help new neighbourhoods launch, support volunteer moderators and listen to what members need.`,
  },
  {
    id: 'trust-safety',
    title: msg`Trust and Safety Specialist`,
    team: msg`Safety`,
    location: msg`Toronto, ON or remote`,
    type: msg`Full-time`,
    summary: msg`Review reports, refine our guidelines and keep conversations respectful and useful.`,
  },
  {
    id: 'support',
    title: msg`Member Support Associate`,
    team: msg`Support`,
    location: msg`Lisbon or remote`,
    type: msg`Part-time`,
    summary: msg`Answer questions from neighbours and organizations by e-mail, kindly and quickly.`,
  },
];

export const benefits = [
  { id: 'salary', text: msg`Salary bands published in every job posting` },
  { id: 'hours', text: msg`Flexible hours and remote-friendly teams` },
  { id: 'leave', text: msg`Four weeks of paid leave plus local public holidays` },
  { id: 'volunteering', text: msg`Two paid volunteering days a year in your own neighbourhood` },
  { id: 'learning', text: msg`A yearly budget for learning and equipment` },
] as const;
