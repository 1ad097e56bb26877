/** SPEC §4 "Startup failure" / §8: missing or blocked browser storage → /error?errorMessage=thirdPartyCookiesDisabled. */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStorageAvailable } from '../lib/storage.ts';

export const STORAGE_BLOCKED_PATH = '/error?errorMessage=thirdPartyCookiesDisabled';

export function StorageGate({ children }: { children: ReactNode }) {
  const [available] = useState(isStorageAvailable);
  const { pathname } = useLocation();
  if (!available && pathname !== '/error') return <Navigate to={STORAGE_BLOCKED_PATH} replace />;
  return children;
}
