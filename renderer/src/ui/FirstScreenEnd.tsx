/** The id of the element a page renders where its first screen ends (read by the platform's page rendering). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * Marks where a server-rendered page's first screen ends (issue 32): the platform holds the browser's first paint
 * until the HTML parser has reached this point, so the first frame shows the first screen whole (nothing in it
 * moves when the rest arrives), but does not wait for the rest of the page to be parsed. A page that has no
 * marker is painted once it is parsed whole. Empty and hidden: it takes no room, in a grid or anywhere else. One
 * per page, after everything a visitor can see before scrolling on a phone or a desktop.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}
