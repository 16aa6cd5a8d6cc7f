import { redirect, type AppLoadContext } from 'react-router';
import { paths } from '~/config/paths';
import { fetchFacilities, fetchFormCategories } from '~/features/properties/form/api';
import { fetchProfile } from '~/features/users/api';
import { fetchWebSettings } from '~/features/settings/api';
import { serverApi } from '~/lib/api.server';
import { MSG } from '@abode/shared/messages';
import { fetchPackageLimit } from '~/features/packages/api';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';

/**
 * What the add and edit property pages need, after the gates SPEC §5 sets: signed in (else the
 * login page, coming back here), a complete profile (else /user/profile, which says what is
 * missing and comes back here), and
 * verification when the admin requires it (the page then explains instead of showing the form).
 */
export async function loadPropertyFormData(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const profile = hasSessionCookie(request) ? await fetchProfile(api) : null;
  if (!profile) throw loginRedirect(request);
  // the admin posts and edits as the site (added_by 0): the owner's gates are not its own
  const asSite = profile.role === 'admin';
  if (!profile.is_profile_complete && !asSite) {
    // The profile page says what is missing (one message, no toast besides) and comes back here.
    const url = new URL(request.url);
    throw redirect(paths.userProfileTo(`${url.pathname}${url.search}`));
  }
  const [settings, categories, facilities] = await Promise.all([fetchWebSettings(api), fetchFormCategories(api), fetchFacilities(api)]);
  const verificationNeeded = !asSite && settings.verification_required_for_user && settings.verification_status !== 'success';
  return { api, categories, facilities, verificationNeeded, asSite };
}

/**
 * The package gate before the add form (as the contract's clients ask check-package-limit first):
 * the message the gate dialog shows, or null when a unit of `type` is left. The server's gate
 * decides again when the listing is posted (ADR 026).
 */
export async function packageGateMessage(request: Request, context: AppLoadContext, type: 'property_list' | 'project_list'): Promise<string | null> {
  const limits = await fetchPackageLimit(serverApi(request, context), type);
  if (limits.limit_available) return null;
  return limits.package_available ? MSG.packageLimitOver : MSG.notSubscribed;
}
