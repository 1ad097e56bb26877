/** SPEC §4 / §7: a critical API error (401/403 outside login) navigates to /logout. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onCriticalError } from '../lib/critical-error.ts';

export function CriticalErrorRedirect() {
  const navigate = useNavigate();
  useEffect(() => onCriticalError(() => navigate('/logout', { replace: true })), [navigate]);
  return null;
}
