import { AppRoutes } from '@haulboard/shared/router';
import type { SearchHit } from '@haulboard/shared/api/admin';

/**
 * Where a found record opens: a load's detail by its number, a person's profile by their login
 * (as the people lists link), the trucks and trailers screen with that record's details open.
 */
export function recordLink(hit: Pick<SearchHit, 'kind' | 'id' | 'email'>): string {
  switch (hit.kind) {
    case 'load':
      return `${AppRoutes.loadDetail}?id=${hit.id}`;
    case 'driver':
      return `${AppRoutes.driverProfile}?${new URLSearchParams({ email: hit.email ?? '' })}`;
    case 'dispatcher':
      return `${AppRoutes.dispatcherProfile}?${new URLSearchParams({ email: hit.email ?? '' })}`;
    case 'truck':
      return `${AppRoutes.trucksTrailers}?truck=${hit.id}`;
    case 'trailer':
      return `${AppRoutes.trucksTrailers}?trailer=${hit.id}`;
  }
}
