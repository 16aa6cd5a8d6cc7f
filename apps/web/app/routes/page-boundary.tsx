import { useTranslation } from '~/lib/translation';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { ButtonLink } from '~/components/button';
import { ErrorView } from '~/components/error-view';
import { paths } from '~/config/paths';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import type { Route } from './+types/page-boundary';

/** Every page sits in this pathless route, so a failing page keeps the header and footer. */
export default function PageBoundary() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return pageMeta(root, {
    title: notFound ? t('errors.notFoundTitle') : forbidden ? t('errors.forbiddenTitle') : t('errors.errorTitle'),
    description: notFound ? t('errors.notFoundMessage') : t('errors.errorMessage'),
    path: location.pathname,
    noIndex: true,
  });
};

export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // the admin console's pages answer 403 to signed-in people they are not for
  const forbidden = status === 403;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorView
      status={status}
      title={notFound ? t('errors.notFoundTitle') : forbidden ? t('errors.forbiddenTitle') : t('errors.errorTitle')}
      message={notFound ? t('errors.notFoundMessage') : forbidden ? t('errors.forbiddenMessage') : t('errors.errorMessage')}
      actions={
        <>
          <ButtonLink to={paths.home}>{t('errors.backHome')}</ButtonLink>
          <ButtonLink to={paths.properties()} variant="secondary">
            {t('errors.browseProperties')}
          </ButtonLink>
        </>
      }
    />
  );
}
