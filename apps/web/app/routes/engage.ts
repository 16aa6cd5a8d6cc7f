import { engageAction } from '~/features/engagement/engage-action.server';
import { paths } from '~/config/paths';
import { redirect } from 'react-router';
import type { Route } from './+types/engage';

export const action = ({ request, context }: Route.ActionArgs) => engageAction(request, context);

/** Nothing to show here: a GET (a bookmarked or typed URL) goes home. */
export const loader = () => redirect(paths.home);
