import {
  ArrowLeftRight,
  CalendarDays,
  Compass,
  House,
  LogOut,
  Mail,
  MessageCircle,
  Settings,
  ShieldCheck,
  ShoppingBag,
  TriangleAlert,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type LinkItem = { to: string; label: string; icon: LucideIcon; end?: boolean; badge?: 'messages' };

/**
 * The sidebar of spec §2; the same links fill the phone's bottom bar and its More menu. The
 * notifications page is reached from the bell in the top bar, so it is not repeated here.
 */
export const mainLinks: LinkItem[] = [
  { to: '/dashboard', label: 'Home', icon: House, end: true },
  { to: '/dashboard/discover', label: 'Discover', icon: Compass },
  { to: '/dashboard/rentals', label: 'Rentals', icon: ArrowLeftRight },
  { to: '/dashboard/groups', label: 'Groups', icon: Users },
  { to: '/dashboard/events', label: 'Events', icon: CalendarDays },
  { to: '/dashboard/messages', label: 'Messages', icon: MessageCircle, badge: 'messages' },
  { to: '/dashboard/marketplace', label: 'Marketplace', icon: ShoppingBag },
  { to: '/dashboard/invite', label: 'Invite', icon: Mail },
  { to: '/dashboard/alerts', label: 'Alerts', icon: TriangleAlert },
];

/** Moderators and admins only: the moderation queue (issue 17). */
export const moderationLink: LinkItem = { to: '/dashboard/moderation', label: 'Moderation', icon: ShieldCheck };

export const bottomLinks: LinkItem[] = [
  { to: '/dashboard/profile', label: 'Profile', icon: User },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
  { to: '/logout', label: 'Logout', icon: LogOut },
];
