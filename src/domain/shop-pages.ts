/**
 * The shop's pages drawn without the in-app shell (SPEC §2's route table: the getting-in pages,
 * no chrome). A visitor there is on the way in or out; every other page of the shop is drawn in
 * the shell, the entry too (a chat link's visit goes on into the app). The server tells them
 * apart to send a page that asks for the shell's scripts at once (decision 081); the web's route
 * table is held to this list by its test.
 */
export const GETTING_IN_PATHS: readonly string[] = [
  '/login',
  '/logout',
  '/unauthenticated',
  '/set-password',
];

/** Whether `pathname` opens a getting-in page, as the router matches: any case, trailing slashes. */
export function isGettingInPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return GETTING_IN_PATHS.includes(path);
}
