import { describe, expect, it } from 'vitest';
import { availableIntents, isEditable, propertyTabFilter, stateAfter, statusWords, type ListingState } from './status';

const approvedSale: ListingState = { requestStatus: 'approved', active: true, type: 'sell' };

describe('owner listing status', () => {
  it('offers only the status changes valid for the listing type and state', () => {
    expect(availableIntents(approvedSale)).toEqual(['deactivate', 'sold']);
    expect(availableIntents({ requestStatus: 'approved', active: false, type: 'rent' })).toEqual(['activate', 'rented']);
    expect(availableIntents({ requestStatus: 'approved', active: true, type: 'rented' })).toEqual(['deactivate', 'available']);
    // only approved listings can be switched on or off; a sold one has no deal action left
    expect(availableIntents({ requestStatus: 'pending', active: true, type: 'sold' })).toEqual([]);
  });

  it('names review, visibility and deal state in SPEC wording', () => {
    expect(statusWords(approvedSale)).toEqual(['approved', 'active']);
    expect(statusWords({ requestStatus: 'approved', active: false, type: 'rented' })).toEqual(['approved', 'inactive', 'rented']);
    expect(statusWords({ requestStatus: 'rejected', active: true })).toEqual(['rejected']);
  });

  it('names an expired listing and offers to renew it, which clears the state', () => {
    const expired: ListingState = { ...approvedSale, expired: true };
    expect(statusWords(expired)).toEqual(['approved', 'active', 'expired']);
    expect(availableIntents(expired)).toEqual(['renew', 'deactivate', 'sold']);
    expect(availableIntents(stateAfter(expired, 'renew'))).toEqual(['deactivate', 'sold']);
  });

  it('shows the state a change leads to, and locks sold and rented listings', () => {
    expect(stateAfter(approvedSale, 'deactivate').active).toBe(false);
    expect(stateAfter(approvedSale, 'sold').type).toBe('sold');
    expect(stateAfter({ ...approvedSale, type: 'rented' }, 'available').type).toBe('rent');
    expect(isEditable(stateAfter(approvedSale, 'sold'))).toBe(false);
    expect(isEditable(approvedSale)).toBe(true);
  });

  it('turns each tab into get-added-properties filters', () => {
    expect(propertyTabFilter('all')).toEqual({});
    expect(propertyTabFilter('inactive')).toEqual({ request_status: 'approved', status: '0' });
    expect(propertyTabFilter('sold')).toEqual({ property_type: '2' });
    expect(propertyTabFilter('pending')).toEqual({ request_status: 'pending' });
    expect(propertyTabFilter('expired')).toEqual({ is_expired: '1' });
  });
});
