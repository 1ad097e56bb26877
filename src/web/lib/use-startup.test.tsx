// useStartup in a router (issue 16, P2): an authenticated start-up leaves an address without a
// link token as it is, since a navigation to the same address redraws every screen under the
// router; an address with one loses it (SECURITY T7).
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetEarlyAnswers } from './api-client.ts';
import { resetSession } from './session.ts';
import { writeStored } from './storage.ts';
import { neutralTenant } from './tenant.ts';
import { TenantProvider } from './tenant-context.tsx';
import { useStartup } from './use-startup.ts';
import { AUTHENTICATED_ORCHESTRATION, stubApi } from '../test/fake-api.ts';

/** Every location the router showed, and whether the start-up was ready at each. */
function Probe({ seen }: { seen: string[] }) {
  const location = useLocation();
  const { ready } = useStartup();
  seen.push(
    `${location.key} ${location.pathname}${location.search} ${ready ? 'ready' : 'waiting'}`,
  );
  return null;
}

function renderAt(address: string) {
  const seen: string[] = [];
  render(
    <TenantProvider tenant={neutralTenant('en')}>
      <MemoryRouter initialEntries={[address]}>
        <Probe seen={seen} />
      </MemoryRouter>
    </TenantProvider>,
  );
  return seen;
}

const keys = (seen: string[]) => new Set(seen.map((line) => line.split(' ')[0]));

beforeEach(() => {
  resetSession();
});
afterEach(() => {
  localStorage.clear();
  forgetEarlyAnswers();
});

describe('useStartup', () => {
  it('a stored session: the page is drawn once ready, at the same location, with no navigation', async () => {
    writeStored('authorization', 'stored-1');
    stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    const seen = renderAt('/products?category=cola');
    await waitFor(() => expect(seen.at(-1)).toMatch(/ready$/));
    // Let the start-up's own promise settle, then nothing more may happen.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(seen[0]).toMatch(/ \/products\?category=cola waiting$/);
    expect(keys(seen).size).toBe(1);
  });

  it("a link token: the router's address loses it once the session is in (T7)", async () => {
    stubApi({ orchestration: AUTHENTICATED_ORCHESTRATION });
    const seen = renderAt('/products?category=cola&userToken=link-1');
    await waitFor(() => expect(seen.at(-1)).toMatch(/ \/products\?category=cola ready$/));
    expect(keys(seen).size).toBe(2);
  });
});
