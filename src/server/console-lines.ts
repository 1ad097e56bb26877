/**
 * The console's lines printed by `npm start` next to the demo link (issue 12): its address, and
 * the demo operators' sign-in when the demo data is there (the same condition as the demo link:
 * a demo deployment with generated secrets), else how to create an operator.
 */
import type { Config } from './config.ts';
import { demoPassword } from './db/seed/password.ts';
import { PLATFORM_DEMO_EMAIL, demoOperatorEmail } from './db/seed/operators.ts';

const DEMO_BOTTLER = 2;

export function consoleLines(config: Pick<Config, 'PUBLIC_URL'>, demo: boolean): string[] {
  const address = `Console: ${config.PUBLIC_URL}/admin`;
  if (!demo) {
    return [
      address,
      'Console operator: npm run operator -- --bottler <id> --email <email> --role admin',
    ];
  }
  return [
    address,
    `Console demo login: ${demoOperatorEmail('admin', DEMO_BOTTLER)} (also sales@, finance@; ` +
      `${PLATFORM_DEMO_EMAIL} for every tenant), password ${demoPassword}`,
  ];
}
