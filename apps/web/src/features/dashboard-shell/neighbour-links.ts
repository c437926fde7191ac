export type LinkItem = { to: string; label: string; icon: string; end?: boolean };

/** The sidebar of spec §2; the same links fill the phone's bottom bar and its More menu. */
export const mainLinks: LinkItem[] = [
  { to: '/dashboard', label: 'Home', icon: '⌂', end: true },
  { to: '/dashboard/discover', label: 'Discover', icon: '◎' },
  { to: '/dashboard/rentals', label: 'Rentals', icon: '⇄' },
  { to: '/dashboard/groups', label: 'Groups', icon: '◍' },
  { to: '/dashboard/invite', label: 'Invite', icon: '✉' },
];

export const bottomLinks: LinkItem[] = [
  { to: '/dashboard/notifications', label: 'Notifications', icon: '🔔' },
  { to: '/dashboard/profile', label: 'Profile', icon: '☺' },
  { to: '/dashboard/settings', label: 'Settings', icon: '⚙' },
  { to: '/logout', label: 'Logout', icon: '⎋' },
];
