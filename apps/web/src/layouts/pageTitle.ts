/**
 * The i18n keys of the workspace header's title, most specific first (i18next takes the first it has). A
 * route whose tabs are views in the address (`/problem?view=stats`, ADR 0051) is titled by the view shown,
 * so the header no longer says "Issues" above the statistics, plans or iterations (issue 38, point 8).
 */
export function pageTitleKeys(routeName: string, search: string): string[] {
  const view = new URLSearchParams(search).get('view');
  return view ? [`routeView.${routeName}.${view}`, `route.${routeName}`] : [`route.${routeName}`];
}
