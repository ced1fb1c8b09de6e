import type { TFunction } from 'i18next';
import type { Location } from 'react-router';
import type { MenuId } from '@gwn/contract/console';

/**
 * What a route tells the shell (`handle` of a route in routes.tsx):
 * - crumb: an i18n key ("ns:key") shown in the breadcrumb, or a function of the location
 *   returning the text (e.g. the enterprise name from the `name` query parameter);
 * - menuId: the side-menu entry this screen belongs to (highlighted while it is open).
 */
export interface RouteHandle {
  crumb?: string | ((location: Location, t: TFunction) => string | null);
  menuId?: MenuId;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('crumb' in value || 'menuId' in value);
}
