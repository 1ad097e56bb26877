/** Leaves the app for an (already allow-listed) external address, e.g. back to the chat. */
export function leaveApp(url: string): void {
  window.location.replace(url);
}
