import {
  Bell,
  CalendarDays,
  LayoutDashboard,
  Megaphone,
  MessageCircle,
  Settings,
  Star,
  Store,
  Tag,
  Users,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { LinkItem } from './neighbour-links';

/** The organization sidebar of spec §2, with its Overview first (issue 42). */
export const organizationLinks: LinkItem[] = [
  { to: '/dashboard', label: msg`Overview`, icon: LayoutDashboard, end: true },
  { to: '/dashboard/business-profile', label: msg`Business Profile`, icon: Store },
  { to: '/dashboard/listings', label: msg`Listings`, icon: Tag },
  { to: '/dashboard/customers', label: msg`Customers`, icon: Users },
  { to: '/dashboard/reviews', label: msg`Reviews`, icon: Star },
  { to: '/dashboard/updates', label: msg`Updates`, icon: Megaphone },
  { to: '/dashboard/events', label: msg`Events`, icon: CalendarDays },
  { to: '/dashboard/messages', label: msg`Messages`, icon: MessageCircle, badge: 'messages' },
  { to: '/dashboard/notifications', label: msg`Notifications`, icon: Bell },
  { to: '/dashboard/settings', label: msg`Settings`, icon: Settings },
];

/** From this width the sidebar sits beside the page; below it, it is a menu over the page. */
export const WIDE_QUERY = '(min-width: 768px)';
