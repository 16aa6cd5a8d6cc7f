import { data } from 'react-router';

/** Any path no page claims: a 404 rendered by the page boundary, inside the site's layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
