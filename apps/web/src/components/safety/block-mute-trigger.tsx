import { Ellipsis } from 'lucide-react';
import { t } from '@lingui/core/macro';

/** The "⋯" of the block-and-mute menu's button (the same before and after the menu loads). */
export function BlockMuteIcon() {
  return <Ellipsis className="h-5 w-5" />;
}

/** The menu button's name: what the menu offers, and about whom. */
export function blockMuteLabel(name: string, withReport: boolean): string {
  return withReport ? t`Report, mute or block ${name}` : t`Block or mute ${name}`;
}
