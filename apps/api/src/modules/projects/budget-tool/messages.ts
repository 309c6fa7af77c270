export const budgetToolMessage = (updated: number) => `Successfully updated ${updated} project budget(s).`;
