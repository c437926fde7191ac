import {
  ArrowLeftRight,
  CalendarDays,
  Compass,
  Gauge,
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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type LinkItem = { to: string; label: MessageDescriptor; icon: LucideIcon; end?: boolean; badge?: 'messages' };

/**
 * The sidebar of spec §2; the same links fill the phone's bottom bar and its More menu. The
 * notifications page is reached from the bell in the top bar, so it is not repeated here.
 */
export const mainLinks: LinkItem[] = [
  { to: '/dashboard', label: msg`Home`, icon: House, end: true },
  { to: '/dashboard/discover', label: msg`Discover`, icon: Compass },
  { to: '/dashboard/rentals', label: msg`Rentals`, icon: ArrowLeftRight },
  { to: '/dashboard/groups', label: msg`Groups`, icon: Users },
  { to: '/dashboard/events', label: msg`Events`, icon: CalendarDays },
  { to: '/dashboard/messages', label: msg`Messages`, icon: MessageCircle, badge: 'messages' },
  { to: '/dashboard/marketplace', label: msg`Marketplace`, icon: ShoppingBag },
  { to: '/dashboard/invite', label: msg`Invite`, icon: Mail },
  { to: '/dashboard/alerts', label: msg`Alerts`, icon: TriangleAlert },
];

/** Moderators and admins only: the moderation queue (issue 17). */
export const moderationLink: LinkItem = { to: '/dashboard/moderation', label: msg`Moderation`, icon: ShieldCheck };
/** Admins only (issue 43): the administration area, a frame of its own. */
export const administrationLink: LinkItem = { to: '/admin', label: msg`Administration`, icon: Gauge };

export const bottomLinks: LinkItem[] = [
  { to: '/dashboard/profile', label: msg`Profile`, icon: User },
  { to: '/dashboard/settings', label: msg`Settings`, icon: Settings },
  { to: '/logout', label: msg`Logout`, icon: LogOut },
];
