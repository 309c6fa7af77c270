/** User-facing texts of the deliverables besides the domain's DELIVERABLE_MESSAGES. */
export const DUPLICATE = 'A deliverable with this name already exists in this category';
