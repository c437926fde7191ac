import { browserStorage } from '../content/browser-storage';

/** The browser storage keys the app uses, as a table (privacy and cookie pages). */
export function StorageTable() {
  return (
    // On narrow phones the table scrolls sideways: the region is focusable so keyboard users can scroll it.
    <div
      tabIndex={0}
      role="region"
      aria-label="Browser storage used by Ourhood"
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Browser storage used by Ourhood</caption>
        <thead className="bg-stone-100 text-stone-900">
          <tr>
            <th scope="col" className="px-4 py-3">
              Key
            </th>
            <th scope="col" className="px-4 py-3">
              What it holds
            </th>
            <th scope="col" className="px-4 py-3">
              How long
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {browserStorage.map((item) => (
            <tr key={item.key}>
              <th scope="row" className="px-4 py-3 font-mono font-semibold text-stone-900">
                {item.key}
              </th>
              <td className="px-4 py-3 text-stone-700">{item.contents}</td>
              <td className="px-4 py-3 text-stone-700">{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
