/**
 * Shows the first feature announcement of the ecommerce config (SPEC §2, §4) that leads to a page
 * this shop can open: one about favorites, say, is not shown where the bottler has favorites off
 * (its "See now" only bounced back to /home).
 */
import { lazy, Suspense } from 'react';
import { dismissFeature, useEcommerceConfig } from '../../lib/ecommerce-config.ts';
import { leadsToClosedPage, useRouteAccess } from '../../lib/route-access.ts';

const FeatureModal = lazy(() => import('./feature-modal.tsx'));

export function FeatureAnnouncement() {
  const access = useRouteAccess();
  const feature = useEcommerceConfig().features.find(
    (candidate) => !leadsToClosedPage(candidate.routeUrl, access),
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
