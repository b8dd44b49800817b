/**
 * Words of the demo's orders: company invoice titles with valid tax ids (checked by `validTaxId`
 * in the seed's tests) and refund reasons, in Traditional Chinese.
 */

/** Companies that ask for a company invoice: a title and a valid 統一編號. */
export const companies: readonly { readonly title: string; readonly taxId: string }[] = [
  { title: '好學數位股份有限公司', taxId: '04595257' },
  { title: '光譜設計有限公司', taxId: '22099131' },
  { title: '青禾文創工作室', taxId: '12345675' },
  { title: '山海資訊科技股份有限公司', taxId: '24536806' },
  { title: '晨曦行銷顧問有限公司', taxId: '53212539' },
  { title: '鼎新會計師事務所', taxId: '80453211' },
  { title: '小島咖啡有限公司', taxId: '16446077' },
  { title: '城市影像製作股份有限公司', taxId: '28451607' },
  { title: '向上教育基金會', taxId: '42917514' },
  { title: '藍海電商股份有限公司', taxId: '70382115' },
  { title: '木與石建築師事務所', taxId: '89123461' },
  { title: '微光軟體有限公司', taxId: '27935073' },
  { title: '大同語言補習班', taxId: '60184323' },
];

/** Why an administrator refunded (a line, or part of it). */
export const refundReasons: readonly string[] = [
  '學員反映課程內容與介紹不符，全額退費。',
  '學員重複購買同一課程，退還重複款項。',
  '購買後七日內申請退費，依平台規範辦理。',
  '講師同意退還部分費用，補償直播課程延期。',
  '付款金額有誤，退還溢收款項。',
];
