import { useTranslation } from '~/lib/translation';
import { inputBaseClasses, FieldError } from './form-field';

/** SPEC §3: the UAE's code unless the visitor picks another. */
export const DEFAULT_COUNTRY_CODE = '+971';

interface PhoneFieldProps {
  legend: string;
  numberName: string;
  defaultCountryCode?: string | undefined;
  defaultNumber?: string | undefined;
  required?: boolean;
  /** Translated errors of the two inputs. */
  countryCodeError?: string | undefined;
  numberError?: string | undefined;
}

/** Country calling code and national number, two labelled inputs in one fieldset; digits stay left-to-right in RTL. */
export function PhoneField({ legend, numberName, defaultCountryCode, defaultNumber, required, countryCodeError, numberError }: PhoneFieldProps) {
  const { t } = useTranslation();
  const error = countryCodeError ?? numberError;
  const errorId = error ? `${numberName}-error` : undefined;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex gap-2" dir="ltr">
        <label htmlFor="country_code" className="sr-only">
          {t('auth.form.countryCode')}
        </label>
        <input
          id="country_code"
          name="country_code"
          type="text"
          inputMode="tel"
          autoComplete="tel-country-code"
          defaultValue={defaultCountryCode || DEFAULT_COUNTRY_CODE}
          maxLength={5}
          aria-invalid={Boolean(countryCodeError)}
          aria-describedby={countryCodeError ? errorId : undefined}
          className={`${inputBaseClasses} w-24 shrink-0 text-center`}
        />
        <label htmlFor={numberName} className="sr-only">
          {t('auth.form.phoneNumber')}
        </label>
        <input
          id={numberName}
          name={numberName}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          required={required}
          maxLength={20}
          aria-invalid={Boolean(numberError)}
          aria-describedby={numberError ? errorId : undefined}
          className={`${inputBaseClasses} min-w-0 flex-1`}
        />
      </div>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
