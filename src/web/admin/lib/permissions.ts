/**
 * What the signed-in operator's role may do, read from the contract: each call declares the roles
 * allowed to make it (`roles`, absent = every role; platform may make them all). The console hides
 * what the role cannot do and shows read-only what it can only read; the server still refuses.
 */
import { calls, type CallName } from '../../../contract/index.ts';
import { roleAllowed, type OperatorRole } from '../../../contract/operators.ts';
import { useSession } from './session.tsx';

export function mayCall(role: OperatorRole, name: CallName): boolean {
  const descriptor = calls[name] as { roles?: readonly OperatorRole[] };
  return roleAllowed(role, descriptor.roles);
}

/** `can('adminUpdateClient')` for the signed-in operator (false while signed out). */
export function useCan(): (name: CallName) => boolean {
  const { me } = useSession();
  return (name) => me !== undefined && mayCall(me.role, name);
}
