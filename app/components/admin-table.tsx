// A back-office table: its column heads, its rows, and the box it scrolls sideways in when a phone is
// narrower than it (a named region a keyboard can reach, app/lib/scroll-region.ts), so a wide table never
// widens the page. The markup the back office's list pages each wrote out, written once.
import type { ReactNode } from 'react';
import { scrollRegion } from '../lib/scroll-region';

export function AdminTable({
  label,
  columns,
  caption,
  testId,
  className = 'mt-3',
  children,
}: {
  /** What the scrolling box is named for a screen reader, unlike any section's heading ("Table of Kenya's duties"). */
  label: string;
  columns: readonly string[];
  caption?: ReactNode;
  testId?: string;
  /** The box's margin. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto`} {...scrollRegion(label)}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption ? <caption className="text-left text-sm text-slate-600 dark:text-slate-300">{caption}</caption> : null}
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
