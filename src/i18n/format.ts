import type { currencies as platformCurrencies } from '../../server/src/contract/plain/platform.ts';

/** A display currency: prices are stored in TWD and shown either as TWD or converted to USD. */
export type Currency = (typeof platformCurrencies)[number];

/** Config key holding the TWD → USD exchange rate (seed: "TWD_TO_USD_RATE"). */
export const RATE_CONFIG_KEY = 'TWD_TO_USD_RATE';

/** TWD → USD rate used when the configured rate is missing or invalid. */
export const DEFAULT_TWD_TO_USD_RATE = 0.036;

/** The supported currencies: display unit label (before `$`) and number of decimals shown. */
export const currencies = {
  TWD: { code: 'TWD', unit: 'NT', decimals: 0 },
  USD: { code: 'USD', unit: 'US', decimals: 2 },
} as const satisfies Record<Currency, { code: Currency; unit: string; decimals: number }>;

/** Whether a value names a supported currency. */
export function isCurrency(value: unknown): value is Currency {
  return value === 'TWD' || value === 'USD';
}

/** A finite number as an exact decimal: `int × 10^exp`, taken from its shortest string form. */
interface Decimal {
  int: bigint;
  exp: number;
}

function toDecimal(value: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { int: BigInt(whole + fraction), exp: Number(exponent) - fraction.length };
}

/** Rounds a decimal half away from zero to `decimals` places and returns it as a number. */
function roundDecimalValue({ int, exp }: Decimal, decimals: number): number {
  const shift = exp + decimals;
  let scaled: bigint;
  if (shift >= 0) {
    scaled = int * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    const negative = int < 0n;
    const abs = negative ? -int : int;
    let quotient = abs / divisor;
    if ((abs % divisor) * 2n >= divisor) quotient += 1n;
    scaled = negative ? -quotient : quotient;
  }
  return Number(`${scaled}e${-decimals}`);
}

/** Multiplies two finite numbers exactly (as decimals) and rounds to `decimals` places. */
function multiplyAndRound(a: number, b: number, decimals: number): number {
  const x = toDecimal(a);
  const y = toDecimal(b);
  return roundDecimalValue({ int: x.int * y.int, exp: x.exp + y.exp }, decimals);
}

/** Rounds half away from zero to `decimals` places without binary floating-point error (1.005 → 1.01). */
export function roundDecimal(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  return roundDecimalValue(toDecimal(value), Math.trunc(decimals));
}

/** A short printable form of an arbitrary value, for log messages; never throws. */
function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value;
  }
}

/** Reads the TWD → USD rate from a config value; logs and returns 0.036 if it is invalid or missing. */
export function parseRate(value: unknown): number {
  let rate = Number.NaN;
  if (typeof value === 'number') {
    rate = value;
  } else if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) rate = Number(trimmed);
  }
  if (Number.isFinite(rate) && rate > 0) return rate;
  console.warn(
    `[format] invalid ${RATE_CONFIG_KEY} ${describe(value)}; using the default ${DEFAULT_TWD_TO_USD_RATE}`,
  );
  return DEFAULT_TWD_TO_USD_RATE;
}

/** Converts a TWD amount to `currency`, rounded to its decimals (USD: TWD × rate); NaN if not finite. */
export function convertFromTwd(
  amountTwd: number,
  currency: Currency,
  rate: number = DEFAULT_TWD_TO_USD_RATE,
): number {
  if (!Number.isFinite(amountTwd)) return Number.NaN;
  if (currency === 'TWD') return roundDecimal(amountTwd, currencies.TWD.decimals);
  if (!Number.isFinite(rate)) return Number.NaN;
  return multiplyAndRound(amountTwd, rate, currencies.USD.decimals);
}

/** Formats a number with `,` thousands separators and `.` decimal point, whatever the locale. */
export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(roundDecimal(value, decimals));
}

/** Formats a TWD amount as a price in `currency`, e.g. `NT$1,234,567` or `US$44.42`; '' if not finite. */
export function formatPrice(
  amountTwd: number,
  currency: Currency,
  rate: number = DEFAULT_TWD_TO_USD_RATE,
): string {
  const amount = convertFromTwd(amountTwd, currency, rate);
  if (!Number.isFinite(amount)) return '';
  const { unit, decimals } = currencies[currency];
  const sign = amount < 0 ? '-' : '';
  return `${sign}${unit}$${formatNumber(Math.abs(amount), decimals)}`;
}

/** Formats a duration in seconds as `mm:ss` below one hour and `h:mm:ss` from one hour. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '00:00';
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/**
 * A discount ratio as its "折" figure, the way it is said in Chinese: 0.85 → `85`, 0.9 → `9`,
 * 0.95 → `95`, 0.05 → `0.5` (zh "85 折"; English shows `percentOff` instead); '' if not finite.
 * Every place a discount shows uses it.
 */
export function formatDiscount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const hundredths = multiplyAndRound(value, 100, 2);
  return String(hundredths % 10 === 0 || hundredths < 10 ? hundredths / 10 : hundredths);
}

/** A discount ratio as a rate field shows it, typed back the same: 0.85 → `85`, 0.9 → `9`, 0.05 → `0.05`. */
export function discountInput(value: number): string {
  if (!Number.isFinite(value)) return '';
  const hundredths = multiplyAndRound(value, 100, 2);
  if (hundredths % 10 === 0) return String(hundredths / 10);
  return hundredths < 10 ? String(value) : String(hundredths);
}

/**
 * The ratio a student pays of a typed rate, the ways people write it: two digits are the
 * percent paid (85 → 0.85, "85 折"), one digit with or without a decimal the "折" figure
 * (8.5 → 0.85, 9 → 0.9), below 1 the ratio itself (0.85). Null for text that is no plain
 * number or a number outside 0 < rate < 100 (not a discount).
 */
export function parseDiscount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (value <= 0 || value >= 100) return null;
  const ratio = value >= 10 ? value / 100 : value >= 1 ? value / 10 : value;
  return roundDecimal(ratio, 6);
}

/** The percent taken off by a discount ratio: 0.85 → 15. */
export function percentOff(value: number): number {
  return Math.round((1 - value) * 100);
}

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count in binary units with one decimal from KB on: `512 B`, `1.5 MB`, `300.0 MB`. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0
    ? `${String(Math.round(value))} B`
    : `${value.toFixed(1)} ${byteUnits[unit] ?? ''}`;
}
