/** After a submission focus lands on Recall, else on the sheet's status (issue #14), not the page body. */
export function focusAfterSubmit(): void {
  const recall = document.querySelector<HTMLElement>('.week-status-actions [data-after-submit]');
  (recall ?? document.querySelector<HTMLElement>('.week-summary'))?.focus();
}
