/**
 * What the demo neighbours have been talking about: posts (by author e-mail, with how long ago
 * they were written) and the comments under them, so a fresh install opens on a living feed.
 */
export interface DemoComment {
  author: string;
  content: string;
  minutesAgo: number;
}

export interface DemoPost {
  author: string;
  content: string;
  minutesAgo: number;
  comments?: DemoComment[];
}

const amara = 'amara@demo.ourhood.app';
const diego = 'diego@demo.ourhood.app';
const mei = 'mei@demo.ourhood.app';
const samuel = 'samuel@demo.ourhood.app';
const hannah = 'hannah@demo.ourhood.app';
const priya = 'priya@demo.ourhood.app';

export const demoPosts: DemoPost[] = [
  {
    author: amara,
    content:
      'The seed library on 7th Street is restocked! Tomatoes, basil, marigolds and a few mystery packets from last autumn. Take what you need, bring back what you save.',
    minutesAgo: 25,
    comments: [
      { author: mei, content: 'My kids will love the marigolds. Thank you!', minutesAgo: 12 },
      { author: hannah, content: 'I have sunflower seeds to add, will drop them by tonight.', minutesAgo: 6 },
    ],
  },
  {
    author: diego,
    content:
      'Free bike tune-ups this Saturday 10–2 outside the Slope Street Bakery. Brakes, gears, flat tyres. Bring your bike, I bring the tools.',
    minutesAgo: 70,
    comments: [
      { author: priya, content: 'My brakes squeal like a kettle. See you there!', minutesAgo: 55 },
      { author: samuel, content: 'Could you look at a 1970s Raleigh? It has sentimental value.', minutesAgo: 40 },
      { author: diego, content: '@Samuel absolutely, vintage bikes are my favourite.', minutesAgo: 33 },
    ],
  },
  {
    author: mei,
    content:
      'Has anyone seen a small grey cat with a white chest near Vanderbilt Avenue? She slipped out this morning. Her name is Dumpling and she is very shy.',
    minutesAgo: 140,
    comments: [
      {
        author: amara,
        content: 'I saw a grey cat under the parked cars on Park Place about an hour ago.',
        minutesAgo: 120,
      },
    ],
  },
  {
    author: samuel,
    content:
      'Tuesday chess club at the library is moving to the big room upstairs. All levels welcome, boards provided. Beginners: I will teach you the Italian Game.',
    minutesAgo: 260,
  },
  {
    author: hannah,
    content:
      'Lending out my 6 m extension ladder and a tripod this week. Message me here and pick up from Prospect Heights.',
    minutesAgo: 380,
    comments: [{ author: diego, content: 'Could I borrow the ladder Thursday for the gutters?', minutesAgo: 300 }],
  },
  {
    author: priya,
    content:
      'Morning runners: the loop in Prospect Park is icy near the boathouse after 6 am. Slow down on that stretch.',
    minutesAgo: 520,
  },
  {
    author: amara,
    content:
      'Community fridge on 5th Avenue was cleaned and restocked today. Day-old bread from the bakery arrives every evening around seven.',
    minutesAgo: 900,
  },
  {
    author: diego,
    content:
      'Found: a set of keys with a blue bottle opener on the bench at the 9th Street playground. Describe the keyring to claim.',
    minutesAgo: 1300,
    comments: [{ author: priya, content: 'Not mine, but shared it with the building chat.', minutesAgo: 1250 }],
  },
  {
    author: mei,
    content:
      'Looking for recommendations for a patient piano teacher for a 7-year-old. Ideally someone within walking distance.',
    minutesAgo: 1800,
    comments: [
      { author: hannah, content: 'Ms Alvarez on Sterling Place taught my niece. Very patient!', minutesAgo: 1700 },
      { author: samuel, content: 'Seconding Ms Alvarez.', minutesAgo: 1650 },
    ],
  },
  {
    author: samuel,
    content:
      'Windsor Terrace street clean-up next Sunday at 9. Gloves and bags provided, coffee and bagels afterwards at my place.',
    minutesAgo: 2600,
  },
  {
    author: hannah,
    content: 'Golden hour over the Long Meadow yesterday was unreal. Photo walk this Friday if anyone wants to join.',
    minutesAgo: 3400,
  },
  {
    author: priya,
    content: 'Reminder that the flu vaccine pop-up is at the community centre Wednesday 4–7 pm. No appointment needed.',
    minutesAgo: 4300,
    comments: [{ author: amara, content: 'Thank you Priya, going with my mum.', minutesAgo: 4200 }],
  },
  {
    author: amara,
    content: 'Sourdough starter to give away — it is very lively and has a name (Gerald). Jars welcome.',
    minutesAgo: 5800,
  },
  {
    author: diego,
    content: 'Anyone else hearing the drilling on 6th Avenue at 7 am? Does anyone know how long the works will last?',
    minutesAgo: 7200,
    comments: [
      { author: mei, content: 'The notice on the lamppost says three more weeks.', minutesAgo: 7100 },
      { author: samuel, content: 'Earplugs are on me at chess club.', minutesAgo: 7000 },
    ],
  },
  {
    author: mei,
    content: 'Book swap shelf is up in our lobby on Underhill Avenue. Children’s books especially welcome!',
    minutesAgo: 8600,
  },
  {
    author: samuel,
    content:
      'Thank you to whoever returned my reading glasses to the library desk. Faith in the neighbourhood restored.',
    minutesAgo: 10100,
  },
];
