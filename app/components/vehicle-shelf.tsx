// A titled row of vehicle cards, with an optional link to see them all.
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import type { VehicleCardView } from '../lib/vehicle-view';
import { VehicleCard } from './vehicle-card';

export function VehicleShelf({ id, title, vehicles, moreTo }: { id: string; title: string; vehicles: VehicleCardView[]; moreTo?: string }) {
  const t = useT();
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <div className="flex items-baseline justify-between">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {moreTo ? (
          <Link to={moreTo} className="text-brand-700 underline dark:text-brand-100">
            {t('see-all')}
          </Link>
        ) : null}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {vehicles.map((v) => (
          <li key={v.id} className="flex">
            <VehicleCard vehicle={v} />
          </li>
        ))}
      </ul>
    </section>
  );
}
