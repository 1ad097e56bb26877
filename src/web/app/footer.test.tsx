import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../lib/app-version.ts';
import { prepareLanguage } from '../test/render-app.tsx';
import { Footer } from './footer.tsx';

beforeAll(() => prepareLanguage('en'));

describe('footer (SPEC §1: version 1.1.0 and the current year)', () => {
  it('shows the version and the year of `now`', () => {
    render(<Footer now={new Date('2031-06-15T12:00:00Z')} />);
    expect(screen.getByText('version 1.1.0')).toBeInTheDocument();
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  });

  it('keeps APP_VERSION equal to package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
    expect(APP_VERSION).toBe('1.1.0');
  });
});
