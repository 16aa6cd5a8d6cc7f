import { redirect } from 'react-router';
import { paths } from '~/config/paths';
import type { Route } from './+types/user-interested';

/** The owner's page of a listing lists who is interested in it: this address leads there. */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`${paths.myProperty(params.slug)}#interested-title`);
