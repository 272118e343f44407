import type { ReactNode } from 'react';
import type { UseQueryResult } from '@journeys/shared/query';
import { Link } from '@journeys/shared/router';
import { serverMessage } from '../lib/api-errors';
import { FormAlert } from './form-alert';
import pageStyles from './page.module.css';

export interface LinkResultPageProps<T> {
  title: string;
  /** The one request the link makes (a query asked once per token). */
  result: UseQueryResult<T>;
  /** No token in the address, or the API refused it as unknown or spent: said instead of the rest. */
  invalid: boolean;
  invalidMessage: string;
  /** What any other failure says when the API gives no message of its own. */
  failedMessage: string;
  loadingMessage: string;
  /** What the page says once the request succeeded. */
  done(data: T): ReactNode;
  /** Where the person goes next. */
  next: { to: string; label: string };
}

/**
 * A page a link opens (from an email, from Facebook): it makes its one request and says, in the
 * module's page card, that the link is invalid, that the request failed, that it runs, or what it did.
 */
export function LinkResultPage<T>(props: LinkResultPageProps<T>) {
  const { title, result, invalid, invalidMessage, failedMessage, loadingMessage, done, next } = props;
  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      {invalid ? (
        <FormAlert message={invalidMessage} />
      ) : result.isError ? (
        <FormAlert message={serverMessage(result.error, failedMessage)} />
      ) : result.data === undefined ? (
        <p role="status">{loadingMessage}</p>
      ) : (
        done(result.data)
      )}
      <Link to={next.to} className={pageStyles.home}>
        {next.label}
      </Link>
    </section>
  );
}
