import type { Insertable } from 'kysely';
import type { CurrenciesTable } from '../../core/db/schema.js';

// ISO 4217 codes the admin can pick as the site currency; minor_units is the number of decimals
// a price is stored with (prices are integers in minor units).
export const CURRENCIES: readonly Insertable<CurrenciesTable>[] = [
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', minor_units: 2 },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', minor_units: 2 },
  { code: 'QAR', name: 'Qatari Riyal', symbol: 'QAR', minor_units: 2 },
  { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'KWD', minor_units: 3 },
  { code: 'BHD', name: 'Bahraini Dinar', symbol: 'BHD', minor_units: 3 },
  { code: 'OMR', name: 'Omani Rial', symbol: 'OMR', minor_units: 3 },
  { code: 'EGP', name: 'Egyptian Pound', symbol: 'E£', minor_units: 2 },
  { code: 'USD', name: 'US Dollar', symbol: '$', minor_units: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', minor_units: 2 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', minor_units: 2 },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', minor_units: 2 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', minor_units: 2 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', minor_units: 2 },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺', minor_units: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', minor_units: 2 },
  { code: 'PKR', name: 'Pakistani Rupee', symbol: 'Rs', minor_units: 2 },
  { code: 'BDT', name: 'Bangladeshi Taka', symbol: '৳', minor_units: 2 },
  { code: 'NPR', name: 'Nepalese Rupee', symbol: 'रू', minor_units: 2 },
  { code: 'LKR', name: 'Sri Lankan Rupee', symbol: 'Rs', minor_units: 2 },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', minor_units: 2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', minor_units: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', minor_units: 0 },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', minor_units: 0 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', minor_units: 2 },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', minor_units: 2 },
];
