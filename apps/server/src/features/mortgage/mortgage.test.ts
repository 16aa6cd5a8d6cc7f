import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createUser, loginAs, subscribeTo } from '../../test/factories.js';

describe.each(testDialects())('mortgage-calculator on %s', (dialect) => {
  let t: TestApp;
  let subscriber: { authorization: string };
  let lapsed: { authorization: string };
  const loan = { loan_amount: '125000', down_payment: '25000', interest_rate: '6', loan_term_years: '30', show_all_details: '1' };
  const calc = (query: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/mortgage-calculator', query, headers });

  /** A user holding the seeded package that includes the feature, running or ended. */
  async function userWithDetailPackage(running: boolean) {
    const user = await createUser(t.db);
    await subscribeTo(t.db, user.id, 'mortgage_calculator_detail', running);
    return (await loginAs(t.db, user.id)).auth;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    subscriber = await userWithDetailPackage(true);
    lapsed = await userWithDetailPackage(false);
  });
  afterAll(() => t.close());

  it('answers the totals to anyone, without the schedule', async () => {
    const res = await calc(loan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      data: { main_total: { principal_amount: 100_000, down_payment: 25_000, payable_interest: 115_838.19, monthly_emi: 599.55, total_amount: 215_838.19 }, yearly_totals: [] },
    });
    expect((await calc(loan, lapsed)).json().data.yearly_totals).toEqual([]);
  });

  it('adds the yearly and monthly schedule for a package with mortgage_calculator_detail', async () => {
    const body = (await calc(loan, subscriber)).json();
    expect(body.data.yearly_totals).toHaveLength(30);
    expect(body.data.yearly_totals[0].monthly_totals).toHaveLength(12);
    expect(body.data.yearly_totals[0].monthly_totals[0]).toEqual({ month: 'january', principal_amount: 99.55, payable_interest: 500, remaining_balance: 99_900.45 });
    expect(body.data.yearly_totals[29].remaining_balance).toBe(0);
    expect((await calc({ ...loan, show_all_details: '0' }, subscriber)).json().data.yearly_totals).toEqual([]);
  });

  it('answers 400 to a down payment not below the loan and to bad numbers', async () => {
    for (const query of [{ ...loan, down_payment: '125000' }, { ...loan, interest_rate: '-1' }, { ...loan, loan_term_years: '0' }, { ...loan, loan_amount: 'abc' }]) {
      const res = await calc(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await calc({ ...loan, down_payment: '125000' })).json().message).toContain('down_payment must be less than loan_amount');
  });
});
