import { describe, expect, it } from 'vitest';
import { missingProfileFields } from './profile-completeness';

describe('missingProfileFields', () => {
  it('lists the empty required fields in form order, blanks and nulls included', () => {
    expect(missingProfileFields({ name: 'Reem', email: 'reem@example.com', mobile: ' ', profile: null })).toEqual(['mobile', 'profile', 'address']);
  });

  it('is empty for a complete profile', () => {
    expect(missingProfileFields({ name: 'Reem', email: 'r@example.com', mobile: '501234567', profile: 'https://x/p.jpg', address: 'Dubai Marina' })).toEqual([]);
  });
});
