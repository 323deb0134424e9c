// Styles shared by the product's charts (recharts).

/**
 * A tooltip's values in body-text colour (slate-700): recharts writes each item in its series' own colour, and the
 * lighter series colours (sky-400/500, emerald-500) are too light to read as text on white (WCAG 1.4.3).
 */
export const readableTooltipItem = { color: '#334155' };
