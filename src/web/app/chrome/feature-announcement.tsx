/**
 * Shows the first feature announcement of the ecommerce config (SPEC §2, §4) that leads to a page
 * this shop can open: one about favorites, say, is not shown where the bottler has favorites off
 * (its "See now" only bounced back to /home).
 */
import { lazy, Suspense } from 'react';
import { isRouteAvailable, type RouteAccessContext } from '../../../domain/route-access.ts';
import {
  dismissFeature,
  useEcommerceConfig,
  type FeatureAnnouncement as Announcement,
} from '../../lib/ecommerce-config.ts';
import { useRouteAccess } from '../../lib/route-access.ts';
import { featureRoute } from './feature-media.ts';

const FeatureModal = lazy(() => import('./feature-modal.tsx'));

/** Whether the page an announcement leads to is open to this shop; one leading nowhere is. */
export function leadsToOpenPage(
  feature: Pick<Announcement, 'routeUrl'>,
  access: RouteAccessContext,
  origin: string = window.location.origin,
): boolean {
  const route = featureRoute(feature.routeUrl, origin);
  if (route === undefined) return true;
  return isRouteAvailable(new URL(route, origin).pathname, access);
}

export function FeatureAnnouncement() {
  const access = useRouteAccess();
  const feature = useEcommerceConfig().features.find((candidate) =>
    leadsToOpenPage(candidate, access),
  );
  if (!feature) return null;
  return (
    <Suspense fallback={null}>
      <FeatureModal
        key={feature.id}
        feature={feature}
        onDismiss={(id) => void dismissFeature(id)}
      />
    </Suspense>
  );
}
