import { describe, expect, it } from 'vitest';
import { amortise } from './mortgage.calc.js';

describe('amortise', () => {
  it('matches the textbook 30-year figures', () => {
    const { main_total } = amortise({ loanAmount: 125_000, downPayment: 25_000, interestRate: 6, years: 30 }, false);
    expect(main_total).toEqual({ principal_amount: 100_000, down_payment: 25_000, payable_interest: 115_838.19, monthly_emi: 599.55, total_amount: 215_838.19 });
  });

  it('splits each payment into interest on the balance and principal, ending at exactly 0', () => {
    const { main_total, yearly_totals } = amortise({ loanAmount: 12_000, downPayment: 0, interestRate: 12, years: 1 }, true);
    expect(main_total.monthly_emi).toBe(1066.19);
    const [year] = yearly_totals;
    expect(year!.monthly_totals[0]).toEqual({ month: 'january', principal_amount: 946.19, payable_interest: 120, remaining_balance: 11_053.81 });
    expect(year!.monthly_totals[11]).toMatchObject({ month: 'december', remaining_balance: 0 });
    expect(year!.monthly_totals[11]!.payable_interest).toBe(10.56);
    expect(year).toMatchObject({ year: 1, principal_amount: 12_000, interest_paid: 794.23, remaining_balance: 0 });
    expect(main_total.payable_interest).toBe(794.23);
  });

  it('divides evenly at 0 % and gives one entry per year', () => {
    const { main_total, yearly_totals } = amortise({ loanAmount: 200_000, downPayment: 80_000, interestRate: 0, years: 10 }, true);
    expect(main_total).toMatchObject({ principal_amount: 120_000, monthly_emi: 1000, payable_interest: 0, total_amount: 120_000 });
    expect(yearly_totals.map((y) => y.remaining_balance)).toEqual([108, 96, 84, 72, 60, 48, 36, 24, 12, 0].map((k) => k * 1000));
  });
});
