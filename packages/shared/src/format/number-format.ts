// Building an Intl.NumberFormat loads locale data and costs far more than formatting with one
// (a listing page prices dozens of cards), so each locale + options pair is built once per process.

const formats = new Map<string, Intl.NumberFormat>();

/** A shared Intl.NumberFormat for the locale and options; treat it as read-only. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Grouped digits for the locale, always Latin digits (SPEC §9). */
export function latinNumberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormat(`${locale}-u-nu-latn`, options);
}
