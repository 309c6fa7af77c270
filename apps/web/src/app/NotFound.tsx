import { Link } from 'react-router';

/** The unknown-route page; inside the shell it fills the content area. Plain markup keeps it in the entry cheaply. */
export function NotFound() {
  return (
    <section className="tally-not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>Sorry, the page you visited does not exist.</p>
      <Link to="/">Back home</Link>
    </section>
  );
}
