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
import { OPT_IN_QUERY_KEY, optInStatusQuery, registerOptIn } from '../../lib/opt-in.ts';

export function useOptInStatus(enabled: boolean): UseQueryResult<boolean> {
  return useQuery(optInStatusQuery(enabled));
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
    mutationFn: registerOptIn,
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
