import { mortgageQuery, type MortgageAnswer, type MortgageQuery } from '@abode/shared/schemas/mortgage';
import type { ApiQuery } from '~/lib/api-client';

export type MortgageField = 'loan_amount' | 'down_payment' | 'interest_rate' | 'loan_term_years';
export const MORTGAGE_FIELDS: readonly MortgageField[] = ['loan_amount', 'down_payment', 'interest_rate', 'loan_term_years'];
export type MortgageValues = Record<MortgageField, string>;

/** What the page starts with when the link carries no values: a typical home loan. */
export const MORTGAGE_DEFAULTS: MortgageValues = { loan_amount: '1500000', down_payment: '300000', interest_rate: '4.5', loan_term_years: '25' };

/** The form's values from the URL (the property page links here with loan_amount = the price). */
export function mortgageValuesOf(url: URL): MortgageValues {
  const given = MORTGAGE_FIELDS.some((field) => url.searchParams.has(field));
  if (!given) return MORTGAGE_DEFAULTS;
  const price = url.searchParams.get('loan_amount') ?? '';
  const values = { ...MORTGAGE_DEFAULTS };
  for (const field of MORTGAGE_FIELDS) values[field] = url.searchParams.get(field)?.trim() ?? '';
  // Only a price given: a 20 % down payment and the default rate and term, like the listing's panel.
  if (!url.searchParams.has('down_payment') && Number(price) > 0) values.down_payment = String(Math.round(Number(price) * 0.2));
  if (!url.searchParams.has('interest_rate')) values.interest_rate = MORTGAGE_DEFAULTS.interest_rate;
  if (!url.searchParams.has('loan_term_years')) values.loan_term_years = MORTGAGE_DEFAULTS.loan_term_years;
  return values;
}

/** The fields in error (zod's first issue per field), or the checked query. */
export function checkMortgage(values: MortgageValues): { query: MortgageQuery; invalid: null } | { query: null; invalid: Partial<Record<MortgageField, true>> } {
  const parsed = mortgageQuery.safeParse({ ...values, show_all_details: '1' });
  if (parsed.success) return { query: parsed.data, invalid: null };
  const invalid: Partial<Record<MortgageField, true>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if ((MORTGAGE_FIELDS as readonly string[]).includes(field)) invalid[field as MortgageField] = true;
  }
  return { query: null, invalid };
}

/** mortgage-calculator with the schedule asked for; the API leaves it empty without the package feature. */
export function mortgageAnswerQuery(query: MortgageQuery): ApiQuery<MortgageAnswer> {
  const params = {
    loan_amount: query.loan_amount,
    down_payment: query.down_payment,
    interest_rate: query.interest_rate,
    loan_term_years: query.loan_term_years,
    show_all_details: 1,
  };
  return {
    key: ['mortgage', params],
    fetch: async (api) => (await api.get<MortgageAnswer>('mortgage-calculator', params)).data,
  };
}
