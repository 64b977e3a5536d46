// The address of the page a request was made for. React Router's client asks for a page's data
// at its `.data` twin (`/checkout.data?registration=5&_routes=routes/checkout`, `/_.data` for
// `/`) and names index routes with `?index`. Whoever is sent to sign in from such a request must
// come back to the page, never to the twin (which shows raw data, or a 404 page).

/** Whether the request is the router's data request for a page already open in the browser. */
export function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/** The page's own path and query, without the data request's additions. */
export function pageAddressOf(url: URL): string {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  if (search.get("index") === "") search.delete("index");
  const query = search.toString();
  return `${pathname || "/"}${query ? `?${query}` : ""}`;
}
