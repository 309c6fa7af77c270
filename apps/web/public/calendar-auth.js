// Redirect target of the Outlook calendar sign-in popup (features/timesheets/calendar-import/outlookAuth.ts):
// hands the answer (code, state or error) to the portal's tab, then closes.
(() => {
  const channel = new BroadcastChannel('tally-outlook-auth');
  channel.postMessage({ search: window.location.search, hash: window.location.hash });
  channel.close();
  window.close();
})();
