/**
 * Test helper: the console at an address (`/admin/...`) with a fresh query cache, its language
 * loaded, and — when given — a signed-in operator (token stored, `admin/me` answered).
 */
import { QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import type { CallResponse } from '../../../contract/index.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { ConsoleApp } from '../app/console-app.tsx';
import { applyConsoleLanguage } from '../lib/console-i18n.ts';
import { writeAdminToken } from '../lib/console-storage.ts';

// Each console screen is its own lazily loaded chunk: a first visit in a test file waits for it.
configure({ asyncUtilTimeout: 5_000 });

export type Me = CallResponse<'adminMe'>;

export function meAs(role: Me['role'], overrides: Partial<Me> = {}): Me {
  return {
    operatorId: '00000000-0000-4000-8000-000000000001',
    email: `${role}@2.refill.test`,
    role,
    tenantId: 2,
    tenants: [{ bottler: 2, name: 'Bebidas Sol' }],
    totpEnabled: false,
    tenantRequiresTotp: false,
    totpSetupRequired: false,
    language: 'pt',
    ...overrides,
  };
}

export async function renderConsole(
  path: string,
  { signedIn = true, language = 'pt' }: { signedIn?: boolean; language?: LanguageCode } = {},
): Promise<RenderResult> {
  await applyConsoleLanguage(language);
  if (signedIn) writeAdminToken('operator-token-0123456789');
  window.history.pushState({}, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<ConsoleApp client={client} />);
}
