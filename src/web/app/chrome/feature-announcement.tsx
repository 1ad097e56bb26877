/** Shows the first feature announcement of the ecommerce config, if any (SPEC §2, §4). */
import { lazy, Suspense } from 'react';
import { dismissFeature, useEcommerceConfig } from '../../lib/ecommerce-config.ts';

const FeatureModal = lazy(() => import('./feature-modal.tsx'));

export function FeatureAnnouncement() {
  const [feature] = useEcommerceConfig().features;
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
