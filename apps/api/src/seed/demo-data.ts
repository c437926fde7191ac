/**
 * The demo neighbourhood seeded on first start: real-looking people and places so a new install
 * has something to look at. Everyone signs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'ourhood-demo';

/** The demo neighbour who holds a referral code. */
export const DEMO_REFERRER_EMAIL = 'amara@demo.ourhood.app';

export interface DemoArea {
  suburb: string;
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
}

const parkSlope: DemoArea = {
  suburb: 'Park Slope',
  city: 'Brooklyn',
  state: 'New York',
  country: 'United States',
  lat: 40.67,
  lng: -73.98,
};
const prospectHeights: DemoArea = {
  suburb: 'Prospect Heights',
  city: 'Brooklyn',
  state: 'New York',
  country: 'United States',
  lat: 40.68,
  lng: -73.97,
};
const windsorTerrace: DemoArea = {
  suburb: 'Windsor Terrace',
  city: 'Brooklyn',
  state: 'New York',
  country: 'United States',
  lat: 40.65,
  lng: -73.98,
};

export interface DemoNeighbour {
  email: string;
  first_name: string;
  last_name: string;
  bio: string;
  area: DemoArea;
}

export const demoNeighbours: DemoNeighbour[] = [
  {
    email: 'amara@demo.ourhood.app',
    first_name: 'Amara',
    last_name: 'Okafor',
    bio: 'Gardener, baker, and keeper of the 7th Street seed library.',
    area: parkSlope,
  },
  {
    email: 'diego@demo.ourhood.app',
    first_name: 'Diego',
    last_name: 'Hernández',
    bio: 'Cyclist and weekend fixer of bikes. Ask me about brakes.',
    area: parkSlope,
  },
  {
    email: 'mei@demo.ourhood.app',
    first_name: 'Mei',
    last_name: 'Chen',
    bio: 'New to the neighbourhood with two kids and a very friendly beagle.',
    area: prospectHeights,
  },
  {
    email: 'samuel@demo.ourhood.app',
    first_name: 'Samuel',
    last_name: 'Adeyemi',
    bio: 'Retired teacher. I run the Tuesday chess club at the library.',
    area: windsorTerrace,
  },
  {
    email: 'hannah@demo.ourhood.app',
    first_name: 'Hannah',
    last_name: 'Schmidt',
    bio: 'Photographer. Happy to lend my ladder and my tripod.',
    area: prospectHeights,
  },
  {
    email: 'priya@demo.ourhood.app',
    first_name: 'Priya',
    last_name: 'Raman',
    bio: 'Nurse on night shifts; morning runner in Prospect Park.',
    area: windsorTerrace,
  },
];

export interface DemoOrganization {
  email: string;
  first_name: string;
  last_name: string;
  business_name: string;
  category: string;
  description: string;
  contact_email: string;
  contact_phone: string;
  website: string;
  address: string;
  area: DemoArea;
}

export const demoOrganizations: DemoOrganization[] = [
  {
    email: 'hello@slopebakery.demo.ourhood.app',
    first_name: 'Lucia',
    last_name: 'Romano',
    business_name: 'Slope Street Bakery',
    category: 'Food & Drink',
    description:
      'Sourdough, pastries and coffee baked every morning since 2011. Day-old bread goes to the community fridge.',
    contact_email: 'hello@slopestreetbakery.example',
    contact_phone: '+1 718 555 0142',
    website: 'https://slopestreetbakery.example',
    address: '214 7th Avenue',
    area: parkSlope,
  },
  {
    email: 'info@gardens.demo.ourhood.app',
    first_name: 'Tom',
    last_name: 'Walsh',
    business_name: 'Prospect Community Garden',
    category: 'Community Group',
    description: 'A volunteer-run garden with 40 shared beds, composting workshops and a Saturday plant swap.',
    contact_email: 'garden@prospectgarden.example',
    contact_phone: '',
    website: 'https://prospectgarden.example',
    address: '88 Underhill Avenue',
    area: prospectHeights,
  },
  {
    email: 'desk@fixit.demo.ourhood.app',
    first_name: 'Ana',
    last_name: 'Silva',
    business_name: 'Fix-It Hardware',
    category: 'Home & Garden',
    description: 'Family hardware store: keys cut, tools rented by the day, and advice for every repair.',
    contact_email: 'desk@fixithardware.example',
    contact_phone: '+1 718 555 0199',
    website: '',
    address: '1102 Prospect Avenue',
    area: windsorTerrace,
  },
];

/** Who follows whom among the demo accounts (follower, followee), so profiles show real counts. */
export const demoFollows: [follower: string, followee: string][] = [
  ['diego@demo.ourhood.app', 'amara@demo.ourhood.app'],
  ['mei@demo.ourhood.app', 'amara@demo.ourhood.app'],
  ['samuel@demo.ourhood.app', 'amara@demo.ourhood.app'],
  ['hannah@demo.ourhood.app', 'amara@demo.ourhood.app'],
  ['amara@demo.ourhood.app', 'diego@demo.ourhood.app'],
  ['priya@demo.ourhood.app', 'diego@demo.ourhood.app'],
  ['amara@demo.ourhood.app', 'mei@demo.ourhood.app'],
  ['hannah@demo.ourhood.app', 'samuel@demo.ourhood.app'],
  ['mei@demo.ourhood.app', 'hannah@demo.ourhood.app'],
  ['diego@demo.ourhood.app', 'priya@demo.ourhood.app'],
  ['amara@demo.ourhood.app', 'hello@slopebakery.demo.ourhood.app'],
  ['mei@demo.ourhood.app', 'hello@slopebakery.demo.ourhood.app'],
  ['amara@demo.ourhood.app', 'info@gardens.demo.ourhood.app'],
];
