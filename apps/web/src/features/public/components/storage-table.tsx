import { Trans, useLingui } from '@lingui/react/macro';
import { browserStorage } from '../content/browser-storage';

// Below 640 px the rows reflow into stacked blocks (key, what it holds, how long) instead of a table
// wider than the phone; the explicit roles keep it a table for assistive technology either way.
const cell = 'px-4 py-3 max-sm:block max-sm:px-0 max-sm:py-0.5';

/** The browser storage keys the app uses, as a table (privacy and cookie pages). */
export function StorageTable() {
  const { t } = useLingui();
  return (
    <div className="rounded-xl border border-line bg-raised">
      <table role="table" className="w-full text-start text-sm max-sm:block">
        <caption className="sr-only">
          <Trans>Browser storage used by Ourhood</Trans>
        </caption>
        <thead className="bg-sunken text-fg max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="px-4 py-3">
              <Trans>Key</Trans>
            </th>
            <th role="columnheader" scope="col" className="px-4 py-3">
              <Trans>What it holds</Trans>
            </th>
            <th role="columnheader" scope="col" className="px-4 py-3">
              <Trans>How long</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {browserStorage.map((item) => (
            <tr key={item.key} role="row" className="max-sm:block max-sm:px-4 max-sm:py-3">
              <th
                role="rowheader"
                scope="row"
                translate="no"
                className={`${cell} font-mono font-semibold break-all text-fg`}
              >
                {item.key}
              </th>
              <td role="cell" className={`${cell} text-muted`}>
                {t(item.contents)}
              </td>
              <td role="cell" className={`${cell} text-muted`}>
                <span className="font-semibold sm:hidden">
                  <Trans>How long:</Trans>{' '}
                </span>
                {t(item.lifetime)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
