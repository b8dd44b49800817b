/**
 * Taiwan's financial institution codes (the first three digits of a financial code; seven digits
 * add the branch) and the names the banks use for themselves, with an English name for `en`.
 * Shared by every screen that shows a bank code (payout accounts, payout requests, remittances).
 */
import type { Locale } from '../i18n/locales.ts';

/** Bank code → [the bank's own (Chinese) name, its English name]. */
const banks: Readonly<Record<string, readonly [string, string]>> = {
  '004': ['臺灣銀行', 'Bank of Taiwan'],
  '005': ['土地銀行', 'Land Bank of Taiwan'],
  '006': ['合作金庫', 'Taiwan Cooperative Bank'],
  '007': ['第一銀行', 'First Bank'],
  '008': ['華南銀行', 'Hua Nan Bank'],
  '009': ['彰化銀行', 'Chang Hwa Bank'],
  '011': ['上海商銀', 'Shanghai Commercial & Savings Bank'],
  '012': ['台北富邦銀行', 'Taipei Fubon Bank'],
  '013': ['國泰世華銀行', 'Cathay United Bank'],
  '016': ['高雄銀行', 'Bank of Kaohsiung'],
  '017': ['兆豐銀行', 'Mega Bank'],
  '021': ['花旗銀行', 'Citibank Taiwan'],
  '048': ['王道銀行', 'O-Bank'],
  '050': ['臺灣企銀', 'Taiwan Business Bank'],
  '052': ['渣打銀行', 'Standard Chartered Bank (Taiwan)'],
  '053': ['台中銀行', 'Taichung Bank'],
  '054': ['京城銀行', "King's Town Bank"],
  '081': ['滙豐銀行', 'HSBC Bank (Taiwan)'],
  '101': ['瑞興銀行', 'Taipei Star Bank'],
  '102': ['華泰銀行', 'Hwatai Bank'],
  '103': ['新光銀行', 'Shin Kong Bank'],
  '108': ['陽信銀行', 'Sunny Bank'],
  '118': ['板信銀行', 'Bank of Panhsin'],
  '147': ['三信銀行', 'Cota Bank'],
  '700': ['中華郵政', 'Chunghwa Post'],
  '803': ['聯邦銀行', 'Union Bank of Taiwan'],
  '805': ['遠東商銀', 'Far Eastern International Bank'],
  '806': ['元大銀行', 'Yuanta Bank'],
  '807': ['永豐銀行', 'Bank SinoPac'],
  '808': ['玉山銀行', 'E.SUN Bank'],
  '809': ['凱基銀行', 'KGI Bank'],
  '810': ['星展銀行', 'DBS Bank (Taiwan)'],
  '812': ['台新銀行', 'Taishin International Bank'],
  '816': ['安泰銀行', 'EnTie Bank'],
  '822': ['中國信託', 'CTBC Bank'],
  '823': ['將來銀行', 'Next Bank'],
  '824': ['連線銀行', 'LINE Bank'],
  '826': ['樂天銀行', 'Rakuten Bank'],
};

/** The bank's name for a financial code (3 or 7 digits) in a locale, or null for an unknown code. */
export function bankNameOf(financialCode: string, locale: Locale): string | null {
  const bank = banks[financialCode.slice(0, 3)];
  if (!bank) return null;
  return locale === 'en' ? `${bank[0]} (${bank[1]})` : bank[0];
}

/**
 * A financial code with its bank's name ("812 台新銀行"); for a code the table does not know, the
 * name that was typed with it, if any.
 */
export function bankLabel(financialCode: string, locale: Locale, typedName = ''): string {
  const name = bankNameOf(financialCode, locale) ?? typedName.trim();
  return name === '' ? financialCode : `${financialCode} ${name}`;
}
