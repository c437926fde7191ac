import type {
  Alert,
  Author,
  Comment,
  Conversation,
  Event,
  Group,
  MarketplaceItem,
  Message,
  Notification,
  Organization,
  Post,
  RentalRequest,
  SearchHit,
  UserSelf,
} from '@ourhood/contract';

// Records shaped by the contract's types (a changed shape fails the typecheck here), with the
// values a person would see. Each takes overrides for what a test is about.

const area = { suburb: 'Fitzroy', city: 'Melbourne', state: 'VIC', country: 'Australia' };
const at = '2026-11-28T10:00:00.000Z';

export function author(overrides: Partial<Author> = {}): Author {
  return {
    _id: 'u-ada',
    id: 'u-ada',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    profile_picture: null,
    ...overrides,
  };
}

export function me(overrides: Partial<UserSelf> = {}): UserSelf {
  return {
    _id: 'u-me',
    id: 'u-me',
    email: 'mia@example.com',
    first_name: 'Mia',
    last_name: 'Lopez',
    name: 'Mia Lopez',
    bio: '',
    account_type: 'user',
    role: 'member',
    email_verified: true,
    location: area,
    profile_picture: null,
    referral: null,
    organization_name: null,
    locale: null,
    created_at: at,
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'p1',
    id: 'p1',
    content: 'Lost a grey cat near the park, answers to Miso',
    media: [],
    author: author(),
    location: area,
    comments_count: 0,
    group: null,
    created_at: at,
    updated_at: at,
    reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
    viewer_reaction: null,
    comment_count: 0,
    latest_comment: null,
    edited_at: null,
    mentions: [],
    organization: null,
    offer_ends_at: null,
    ...overrides,
  };
}

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    id: 'n1',
    kind: 'new_follower',
    actor: { id: 'u-ada', name: 'Ada Lovelace', profile_picture: null },
    subject: null,
    message: 'Ada Lovelace started following you',
    board: null,
    read_at: null,
    created_at: at,
    ...overrides,
  };
}

export function personHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    type: 'people',
    id: 'u-bob',
    title: 'Bob Reyes',
    subtitle: 'Fitzroy',
    image_url: null,
    path: '/dashboard/profile/u-bob',
    created_at: at,
    ...overrides,
  };
}

export function group(overrides: Partial<Group> = {}): Group {
  return {
    _id: 'g1',
    id: 'g1',
    name: 'Fitzroy Gardeners',
    description: 'Seed swaps and shared tools',
    visibility: 'public',
    cover: null,
    location: area,
    member_count: 12,
    last_post_at: at,
    viewer_role: null,
    invite_token: null,
    event_creators: 'members',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    _id: 'a1',
    id: 'a1',
    category: 'lost_pet',
    title: 'Grey cat missing on Smith St',
    details: 'Answers to Miso, very shy.',
    photo: null,
    area: 'suburb',
    urgent: false,
    status: 'active',
    location: area,
    author: author(),
    can_manage: false,
    hidden: false,
    // Far ahead, so the list's expiry timer never drops it during a test.
    expires_at: '2099-01-01T00:00:00.000Z',
    resolved_at: null,
    created_at: at,
    ...overrides,
  };
}

export function rentalRequest(overrides: Partial<RentalRequest> = {}): RentalRequest {
  const person = {
    _id: 'u-ada',
    id: 'u-ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: '',
    profile_picture: null,
  };
  return {
    _id: 'r1',
    id: 'r1',
    itemName: 'Extension ladder',
    description: 'Need to clear the gutters this weekend',
    duration: '2 days',
    imageUrl: null,
    thumbnailUrl: null,
    status: 'open',
    createdAt: at,
    updatedAt: at,
    acceptedAt: null,
    confirmedAt: null,
    completedAt: null,
    requester: person,
    acceptedBy: null,
    location: { suburb: area.suburb, city: area.city },
    ...overrides,
  };
}

export function marketplaceItem(overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  return {
    _id: 'm1',
    id: 'm1',
    source: 'neighbour',
    title: 'Oak dining chair',
    description: 'Solid, one small scratch',
    category: 'furniture',
    condition: 'good',
    price: { amount: 25, minor: 2500, currency: 'AUD', free: false },
    photos: [],
    status: 'available',
    seller: { _id: 'u-ada', id: 'u-ada', first_name: 'Ada', last_name: 'Lovelace', profile_picture: null },
    organization: null,
    location: { suburb: area.suburb, city: area.city },
    is_mine: false,
    saved: false,
    interested: false,
    interest_count: 0,
    reserved_for_me: false,
    buyer: null,
    reserved_at: null,
    sold_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function event(overrides: Partial<Event> = {}): Event {
  return {
    _id: 'e1',
    id: 'e1',
    title: 'Street clean-up',
    description: 'Gloves and bags provided',
    start: '2026-12-05T23:00:00.000Z',
    end: '2026-12-06T01:00:00.000Z',
    all_day: false,
    time_zone: 'Australia/Melbourne',
    place: { name: 'Atherton Gardens', address: '120 Brunswick St' },
    latitude: null,
    longitude: null,
    capacity: null,
    visibility: 'neighbourhood',
    status: 'scheduled',
    sequence: 0,
    cover: null,
    location: area,
    organizer: author(),
    organization: null,
    group: null,
    going_count: 7,
    interested_count: 2,
    waitlist_count: 0,
    viewer_rsvp: null,
    is_organizer: false,
    friends_going: [],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'msg1',
    id: 'msg1',
    conversation_id: 'c1',
    seq: 1,
    sender_id: 'u-ada',
    mine: false,
    text: 'Is the ladder still free on Saturday?',
    photos: [],
    deleted: false,
    removed: false,
    created_at: at,
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c1',
    id: 'c1',
    other: { ...author(), account_type: 'user' },
    subject: null,
    status: 'accepted',
    started_by_me: false,
    can_send: true,
    last_message: message(),
    unread_count: 0,
    other_last_read_message_id: null,
    last_message_at: at,
    created_at: at,
    ...overrides,
  };
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: 'cm1',
    id: 'cm1',
    post_id: 'p1',
    content: 'Saw a grey cat on Gore St this morning',
    author: author({ _id: 'u-bo', id: 'u-bo', name: 'Bo Chen', first_name: 'Bo', last_name: 'Chen' }),
    created_at: at,
    updated_at: at,
    reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
    viewer_reaction: null,
    edited_at: null,
    mentions: [],
    ...overrides,
  };
}

export function organization(overrides: Partial<Organization> = {}): Organization {
  const day = { closed: false, open: '08:00', close: '17:00' };
  return {
    _id: 'o1',
    id: 'o1',
    owner_id: 'u-org',
    business_name: 'Fitzroy Bakery',
    name: 'Fitzroy Bakery',
    contact_email: '',
    email: '',
    contact_phone: '',
    phone: '',
    address: '1 Smith St',
    location: area,
    latitude: null,
    longitude: null,
    city: area.city,
    state: area.state,
    cover_photo: null,
    profile_picture: null,
    logo: null,
    description: 'Sourdough baked every morning',
    category: 'Food',
    website: '',
    opening_hours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: { closed: true, open: '', close: '' },
      note: '',
    },
    followers_count: 40,
    listings_count: 3,
    is_following: false,
    created_at: at,
    updated_at: at,
    rating: { average: 4.5, count: 12 },
    ...overrides,
  };
}
