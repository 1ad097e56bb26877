/**
 * `startCheckout` (lib/pending-order.ts) with the router's navigate and the tenant's
 * requireNPSOnBot: what the cart's confirm button runs.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { storedOrigin } from '../../lib/origin.ts';
import {
  requireNpsOnBot,
  startCheckout,
  type PendingOrder,
  type StartCheckoutInput,
} from '../../lib/pending-order.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

/** `startCheckout` with the router's navigate and the tenant's requireNPSOnBot. */
export function useStartCheckout(): (input: Omit<StartCheckoutInput, 'navigate'>) => PendingOrder {
  const navigate = useNavigate();
  const tenant = useTenant();
  return useCallback(
    (input) =>
      startCheckout({
        requireNPSOnBot: requireNpsOnBot(tenant, storedOrigin()),
        ...input,
        navigate: (to) => void navigate(to),
      }),
    [navigate, tenant],
  );
}
