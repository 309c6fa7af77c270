/** The widest phone (px): tables turn their rows into cards and the menu is a drawer (phone-cards.css, shell.css). */
export const PHONE_MAX_WIDTH = 575;
