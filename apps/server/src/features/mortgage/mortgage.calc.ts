import { MONTH_NAMES, type MortgageAnswer, type MortgageYear } from '@abode/shared/schemas/mortgage';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export interface Loan {
  /** Price of the property (major units). */
  loanAmount: number;
  downPayment: number;
  /** Annual percentage rate. */
  interestRate: number;
  years: number;
}

/**
 * Fixed-rate amortisation with monthly payments: EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly
 * rate (P/n at 0 %). The schedule runs on unrounded figures and rounds only what it shows, so the
 * parts add up to the totals and the last payment leaves exactly 0. Payment 1 is a January.
 */
export function amortise(loan: Loan, withSchedule: boolean): MortgageAnswer {
  const principal = loan.loanAmount - loan.downPayment;
  const months = loan.years * 12;
  const rate = loan.interestRate / 100 / 12;
  const emi = rate === 0 ? principal / months : (principal * rate * (1 + rate) ** months) / ((1 + rate) ** months - 1);
  const interest = emi * months - principal;

  const yearly: MortgageYear[] = [];
  if (withSchedule) {
    let balance = principal;
    for (let year = 1; year <= loan.years; year++) {
      const entry: MortgageYear = { year, monthly_emi: cents(emi), principal_amount: 0, interest_paid: 0, remaining_balance: 0, monthly_totals: [] };
      let yearPrincipal = 0;
      let yearInterest = 0;
      for (const month of MONTH_NAMES) {
        const monthInterest = balance * rate;
        const last = year === loan.years && month === 'december';
        const monthPrincipal = last ? balance : emi - monthInterest;
        balance = last ? 0 : balance - monthPrincipal;
        yearPrincipal += monthPrincipal;
        yearInterest += monthInterest;
        entry.monthly_totals.push({ month, principal_amount: cents(monthPrincipal), payable_interest: cents(monthInterest), remaining_balance: cents(Math.max(balance, 0)) });
      }
      entry.principal_amount = cents(yearPrincipal);
      entry.interest_paid = cents(yearInterest);
      entry.remaining_balance = cents(Math.max(balance, 0));
      yearly.push(entry);
    }
  }
  return {
    main_total: {
      principal_amount: cents(principal),
      down_payment: cents(loan.downPayment),
      payable_interest: cents(interest),
      monthly_emi: cents(emi),
      total_amount: cents(principal + interest),
    },
    yearly_totals: yearly,
  };
}
