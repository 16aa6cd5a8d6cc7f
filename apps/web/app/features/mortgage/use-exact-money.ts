import { useMemo } from 'react';
import { latinNumberFormat } from '@abode/shared/format/number-format';
import { useSite } from '~/lib/site-context';

/**
 * Calculator figures to the cent (8,887.55, not the listing cards' 8.89K): a schedule is read
 * and compared line by line. Latin digits in every language, like the rest of the site.
 */
export function useExactMoney() {
  const { settings, language } = useSite();
  return useMemo(() => {
    const numbers = latinNumberFormat(language.code, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const symbol = settings.currency_symbol || settings.selected_currency_data.symbol;
    return {
      amount: (value: number) => numbers.format(value),
      price: (value: number) => `${symbol} ${numbers.format(value)}`,
    };
  }, [settings.currency_symbol, settings.selected_currency_data.symbol, language.code]);
}
