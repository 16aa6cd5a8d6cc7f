import type { MortgageAnswer, MortgageQuery } from '@abode/shared/schemas/mortgage';
import { amortise } from './mortgage.calc.js';
import type { PackagesService } from '../packages/packages.service.js';

const DETAIL_FEATURE = 'mortgage_calculator_detail';

export function createMortgageService(deps: { packages: PackagesService }) {
  return {
    /** The totals for everyone; the yearly and monthly schedule only for users whose package includes it. */
    async calculate(query: MortgageQuery, userId: number | null): Promise<MortgageAnswer> {
      const detailed = query.show_all_details === true && userId !== null && (await deps.packages.hasFeature(userId, DETAIL_FEATURE));
      return amortise({ loanAmount: query.loan_amount, downPayment: query.down_payment, interestRate: query.interest_rate, years: query.loan_term_years }, detailed);
    },
  };
}
export type MortgageService = ReturnType<typeof createMortgageService>;
