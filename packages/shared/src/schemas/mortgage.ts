import { z } from 'zod';
import { decimal, flag, integer } from './common';

export const mortgageQuery = z
  .object({
    loan_amount: decimal('loan_amount', { min: 1, max: 1e13 }),
    down_payment: decimal('down_payment', { min: 0 }).default(0),
    /** Annual percentage rate. */
    interest_rate: decimal('interest_rate', { min: 0, max: 100 }),
    loan_term_years: integer('loan_term_years', { min: 1, max: 50 }),
    show_all_details: flag('show_all_details'),
  })
  .refine((q) => q.down_payment < q.loan_amount, { message: 'down_payment must be less than loan_amount', path: ['down_payment'] });
export type MortgageQuery = z.infer<typeof mortgageQuery>;

export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

export interface MortgageMonth {
  month: (typeof MONTH_NAMES)[number];
  principal_amount: number;
  payable_interest: number;
  remaining_balance: number;
}

export interface MortgageYear {
  year: number;
  monthly_emi: number;
  principal_amount: number;
  interest_paid: number;
  remaining_balance: number;
  monthly_totals: MortgageMonth[];
}

/** mortgage-calculator (API-CONTRACT §2.6); amounts in major units, rounded to cents. */
export interface MortgageAnswer {
  main_total: { principal_amount: number; down_payment: number; payable_interest: number; monthly_emi: number; total_amount: number };
  yearly_totals: MortgageYear[];
}
