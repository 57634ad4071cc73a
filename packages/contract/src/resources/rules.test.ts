import { describe, expect, it } from 'vitest';
import { isFreeResource, resourceEntitlement, resourceWays } from './rules';

/** Spec point 6 "Resource download needs resource membership, or payment, or points" (issue 32, ADR 0117). */
describe('resource entitlement', () => {
  const sold = { priceFen: 9_900, pointsPrice: 500, membersFree: true };
  const nobody = { memberActive: false, purchased: false };

  it('lets anyone signed in take a resource that asks neither money nor points', () => {
    const free = { priceFen: 0, pointsPrice: 0, membersFree: false };
    expect(isFreeResource(free)).toBe(true);
    expect(resourceEntitlement(free, nobody)).toBe('free');
  });

  it('lets a member take a resource free for members, and only such a resource', () => {
    expect(resourceEntitlement(sold, { memberActive: true, purchased: false })).toBe('member');
    expect(resourceEntitlement({ ...sold, membersFree: false }, { memberActive: true, purchased: false })).toBeNull();
  });

  it('lets a buyer take what they bought, member or not', () => {
    expect(resourceEntitlement({ ...sold, membersFree: false }, { memberActive: false, purchased: true })).toBe(
      'purchased',
    );
  });

  it('refuses anyone else and names the ways in', () => {
    expect(resourceEntitlement(sold, nobody)).toBeNull();
    expect(resourceWays(sold)).toEqual({ membership: true, money: true, points: true });
    expect(resourceWays({ priceFen: 0, pointsPrice: 300, membersFree: false })).toEqual({
      membership: false,
      money: false,
      points: true,
    });
  });
});
