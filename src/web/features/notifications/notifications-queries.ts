/**
 * Notification opt-in (SPEC §7 `optin/ecommerce` → isNotificationEnable; `optin/register/ecommerce`
 * {userOptIn: 'true' | 'false'}; SPEC §4 "Notifications: on or off").
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { CallResponse } from '../../../contract/index.ts';
import { CALL_ROUTES } from '../../../contract/paths.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { apiClient } from '../../lib/api-client.ts';
import { callPath } from '../../lib/products.ts';

export const OPT_IN_QUERY_KEY = ['optIn'] as const;

export function useOptInStatus(enabled: boolean): UseQueryResult<boolean> {
  return useQuery({
    queryKey: OPT_IN_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<Partial<CallResponse<'optInStatus'>> | undefined>(
        callPath(CALL_ROUTES.optInStatus.path),
        { signal },
      );
      return body?.isNotificationEnable === true;
    },
    retry: retryUnlessFinal,
    enabled,
  });
}

/**
 * Turns notifications on or off, optimistically: the switch moves at once, goes back to what it
 * was if the call fails (`onFailure` then tells the shop), and ends at what the server answered.
 */
export function useSetOptIn(
  onFailure: () => void,
): UseMutationResult<boolean, Error, boolean, { previous: boolean | undefined }> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const answer = await apiClient.post<Partial<CallResponse<'optInRegister'>> | undefined>(
        callPath(CALL_ROUTES.optInRegister.path),
        { userOptIn: on ? 'true' : 'false' },
      );
      return answer?.userOptIn === undefined ? on : answer.userOptIn === 'true';
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: OPT_IN_QUERY_KEY });
      const previous = queryClient.getQueryData<boolean>(OPT_IN_QUERY_KEY);
      queryClient.setQueryData(OPT_IN_QUERY_KEY, on);
      return { previous };
    },
    onError: (_error, _on, context) => {
      queryClient.setQueryData(OPT_IN_QUERY_KEY, context?.previous);
      onFailure();
    },
    onSuccess: (serverState) => {
      queryClient.setQueryData(OPT_IN_QUERY_KEY, serverState);
    },
  });
}
