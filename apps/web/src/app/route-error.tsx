import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { ApiError } from '../lib/api-error';

/** Spec §8: routing errors show the not-found screen; other failures say so on it. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && (error.status === 404 || error.status === 400));

  if (notFound) return <NotFoundScreen />;
  return (
    <NotFoundScreen
      code={intl.formatMessage({ id: 'app.routeError.code', defaultMessage: 'Error' })}
      title={intl.formatMessage({ id: 'app.routeError.title', defaultMessage: 'Something went wrong' })}
      message={intl.formatMessage({
        id: 'app.routeError.message',
        defaultMessage: 'This page could not be shown right now. Please try again in a moment.',
      })}
    />
  );
}
