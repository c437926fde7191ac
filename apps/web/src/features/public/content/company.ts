/** Team, offices and values shown on the About and Careers pages: static content. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: TeamMember[] = [
  {
    name: 'Nadia Haddad',
    role: 'Co-founder, Product',
    bio: 'Organised her first street clean-up at fourteen and has been connecting neighbours ever since.',
  },
  {
    name: 'Jonas Lindqvist',
    role: 'Co-founder, Engineering',
    bio: 'Builds software that a small community can run on a single inexpensive server.',
  },
  {
    name: 'Aisha Mensah',
    role: 'Community Safety Lead',
    bio: 'Former mediator who writes our guidelines and trains volunteer moderators.',
  },
  {
    name: 'Rafael Costa',
    role: 'Design and Accessibility',
    bio: 'Makes sure every screen works for a neighbour on an old phone or with a screen reader.',
  },
];

export interface Office {
  city: string;
  address: string[];
  note: string;
}

export const offices: Office[] = [
  { city: 'Brooklyn, NY', address: ['181 7th Avenue, Suite 2', 'Brooklyn, NY 11215'], note: 'Headquarters' },
  { city: 'Toronto, ON', address: ['410 Queen Street West', 'Toronto, ON M5V 2A7'], note: 'Community team' },
  { city: 'Lisbon', address: ['Rua da Prata 80', '1100-415 Lisboa'], note: 'Engineering' },
];

export const values = [
  { title: 'Local first', text: 'What happens on your street matters more than what is trending worldwide.' },
  { title: 'Real neighbours', text: 'Verified addresses mean the people you meet really live around you.' },
  { title: 'Private by design', text: 'We keep the minimum, never sell data and show no advertising.' },
  { title: 'Yours to run', text: 'Ourhood is open source: any community can host its own copy.' },
] as const;

export interface JobOpening {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
}

export const jobOpenings: JobOpening[] = [
  {
    id: 'frontend',
    title: 'Senior Front-end Engineer',
    team: 'Engineering',
    location: 'Remote (UTC−5 to UTC+2)',
    type: 'Full-time',
    summary: 'Build fast, accessible React screens that work on any phone, in any neighbourhood.',
  },
  {
    id: 'community-manager',
    title: 'Community Manager',
    team: 'Community',
    location: 'Brooklyn, NY',
    type: 'Full-time',
    summary: 'Help new neighbourhoods launch, support volunteer moderators and listen to what members need.',
  },
  {
    id: 'trust-safety',
    title: 'Trust and Safety Specialist',
    team: 'Safety',
    location: 'Toronto, ON or remote',
    type: 'Full-time',
    summary: 'Review reports, refine our guidelines and keep conversations respectful and useful.',
  },
  {
    id: 'support',
    title: 'Member Support Associate',
    team: 'Support',
    location: 'Lisbon or remote',
    type: 'Part-time',
    summary: 'Answer questions from neighbours and organizations by e-mail, kindly and quickly.',
  },
];

export const benefits = [
  'Salary bands published in every job posting',
  'Flexible hours and remote-friendly teams',
  'Four weeks of paid leave plus local public holidays',
  'Two paid volunteering days a year in your own neighbourhood',
  'A yearly budget for learning and equipment',
] as const;
