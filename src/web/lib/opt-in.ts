/**
 * Notification opt-in (SPEC §7 `optin/ecommerce` → isNotificationEnable, `optin/register/ecommerce`
 * {userOptIn: 'true' | 'false'}): the one query and the one registration the cart's opt-in, the
 * notifications screen and the home page's once-per-load registration (SPEC §2 /home) share.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CallResponse } from '../../contract/index.ts';
import { apiClient } from './api-client.ts';
import { retryUnlessFinal } from './api-error.ts';

export const OPT_IN_QUERY_KEY = ['optIn'] as const;

/** Whether the shop's notifications are on; read tolerantly (anything but `true` is off). */
export const optInStatusQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: OPT_IN_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body: Partial<CallResponse<'optInStatus'>> | undefined = await apiClient.call(
        'optInStatus',
        { signal },
      );
      return body?.isNotificationEnable === true;
    },
    retry: retryUnlessFinal,
    enabled,
  });

/** Turns notifications on or off; resolves to what the server says they are now. */
export async function registerOptIn(on: boolean): Promise<boolean> {
  const answer: Partial<CallResponse<'optInRegister'>> | undefined = await apiClient.call(
    'optInRegister',
    { body: { userOptIn: on ? 'true' : 'false' } },
  );
  return answer?.userOptIn === undefined ? on : answer.userOptIn === 'true';
}
