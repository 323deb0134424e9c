/**
 * What a route of the table in app.routes.tsx carries for the page it renders (title, description, which tool
 * or legal text). Kept apart from the table: the pages read it, and the table loads the pages.
 */
export interface RouteHandle {
  title?: string;
  description?: string;
  tool?: string;
  legal?: string;
}
