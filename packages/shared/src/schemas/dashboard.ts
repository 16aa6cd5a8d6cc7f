// user/dashboard: what an owner sees at a glance.

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_LISTINGS = 8;

/** Where an owner's properties stand (sold and rented ones count as `closed`). */
export const LISTING_STATES = ['active', 'pending', 'inactive', 'rejected', 'expired', 'closed'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export interface DashboardListing {
  id: number;
  slug_id: string;
  title: string;
  title_image: string;
  state: ListingState;
  views: number;
  interested: number;
  favourites: number;
}

export interface UserDashboard {
  listings: { total: number; by_state: Record<ListingState, number> };
  /** One entry per day, oldest first, the last being today (UTC): views counted once per visitor and day. */
  views_by_day: { date: string; views: number }[];
  views_total: number;
  interested_total: number;
  /** Listings of this user others saved, and listings this user saved. */
  favourites: { of_my_listings: number; mine: number };
  /** Most viewed first. */
  top_listings: DashboardListing[];
  /** The running package that ends last, or null. */
  package: { name: string; start_date: string; end_date: string } | null;
}
