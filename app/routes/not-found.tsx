// Any unknown path answers 404 with the not-found page, a post to one too (a probe's POST /wp-login.php).
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
