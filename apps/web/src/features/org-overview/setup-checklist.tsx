import { Circle, CircleCheck } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { OrganizationSetup, OrganizationSetupKey } from '@ourhood/contract';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';

const itemText: Record<OrganizationSetupKey, MessageDescriptor> = {
  location: msg`Set your location`,
  logo: msg`Add a logo`,
  hours: msg`Set your opening hours`,
  description: msg`Describe your organization`,
  first_listing: msg`Add a first listing`,
  first_update: msg`Publish a first update`,
};

/** Where each item is done. */
const itemLink: Record<OrganizationSetupKey, string> = {
  location: '/dashboard/business-profile#location',
  logo: '/dashboard/business-profile',
  hours: '/dashboard/business-profile',
  description: '/dashboard/business-profile',
  first_listing: '/dashboard/listings',
  first_update: '/dashboard/updates',
};

/**
 * The organization's setup checklist (issue 42): the items the completeness figure is made of,
 * each leading to where it is done; the ones left first.
 */
export function SetupChecklist({ setup }: { setup: OrganizationSetup }) {
  const { t, i18n } = useLingui();
  const left = setup.items.filter((item) => !item.done).length;
  return (
    <Card as="section" aria-labelledby="setup-heading" className="p-5">
      <h3 id="setup-heading" className="text-lg font-semibold text-fg">
        <Trans>Setup checklist</Trans>
      </h3>
      <p className="text-sm text-muted">
        {left === 0
          ? t`Your profile is complete.`
          : t`Profile completeness: ${i18n.number(setup.completeness / 100, { style: 'percent' })}. What is left:`}
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {setup.items.map((item) => (
          <li key={item.key} data-item={item.key} data-done={item.done}>
            <Link
              to={itemLink[item.key]}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-sunken"
            >
              {item.done ? (
                <CircleCheck className="h-5 w-5 shrink-0 text-success" />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-faint" />
              )}
              <span className={cx('flex-1', item.done ? 'text-muted line-through' : 'font-medium text-fg')}>
                {i18n._(itemText[item.key])}
              </span>
              <span className="sr-only">{item.done ? t`Done` : t`Not done yet`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
