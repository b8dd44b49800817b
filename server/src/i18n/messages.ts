/** Messages the API answers in the language of the `hilocale` header (zh-TW, zh-CN, en). */

/** A locale the API answers in. */
export type ApiLocale = 'zh-TW' | 'zh-CN' | 'en';

const messages = {
  'validation.required': {
    en: 'This field is required.',
    'zh-TW': '此欄位為必填。',
    'zh-CN': '此字段为必填。',
  },
  'validation.invalid': {
    en: 'This value is not valid.',
    'zh-TW': '此欄位的值無效。',
    'zh-CN': '此字段的值无效。',
  },
  'validation.tooLong': {
    en: 'Use at most {max} characters.',
    'zh-TW': '最多 {max} 個字元。',
    'zh-CN': '最多 {max} 个字符。',
  },
  'validation.tooShort': {
    en: 'Use at least {min} characters.',
    'zh-TW': '至少需要 {min} 個字元。',
    'zh-CN': '至少需要 {min} 个字符。',
  },
  'validation.tooBig': {
    en: 'Use at most {max}.',
    'zh-TW': '不可大於 {max}。',
    'zh-CN': '不可大于 {max}。',
  },
  'validation.tooSmall': {
    en: 'Use at least {min}.',
    'zh-TW': '不可小於 {min}。',
    'zh-CN': '不可小于 {min}。',
  },
  'validation.email': {
    en: 'Enter a valid email address.',
    'zh-TW': '請輸入有效的電子郵件。',
    'zh-CN': '请输入有效的电子邮箱。',
  },
  'validation.unknownField': {
    en: 'Unknown field.',
    'zh-TW': '不明的欄位。',
    'zh-CN': '未知的字段。',
  },
  'validation.body': {
    en: 'The request body could not be read.',
    'zh-TW': '無法讀取請求內容。',
    'zh-CN': '无法读取请求内容。',
  },
  'validation.nul': {
    en: 'This field contains a character that cannot be saved (NUL). Remove it and try again.',
    'zh-TW': '此欄位含有無法儲存的字元（NUL），請移除後再試一次。',
    'zh-CN': '此字段含有无法保存的字符（NUL），请删除后重试。',
  },
  'error.bodyTooLarge': {
    en: 'The request is too large (at most {max} KB).',
    'zh-TW': '請求內容過大（上限 {max} KB）。',
    'zh-CN': '请求内容过大（上限 {max} KB）。',
  },
  'auth.badCredentials': {
    en: 'The email or the password is wrong.',
    'zh-TW': '電子郵件或密碼錯誤。',
    'zh-CN': '电子邮箱或密码错误。',
  },
  'auth.tooManyAttemptsSeconds': {
    en: 'Too many login attempts. Try again in {seconds} s.',
    'zh-TW': '登入嘗試次數過多，請於 {seconds} 秒後再試。',
    'zh-CN': '登录尝试次数过多，请于 {seconds} 秒后再试。',
  },
  'auth.tooManyAttempts': {
    en: 'Too many login attempts. Try again in {minutes} min.',
    'zh-TW': '登入嘗試次數過多，請於 {minutes} 分鐘後再試。',
    'zh-CN': '登录尝试次数过多，请于 {minutes} 分钟后再试。',
  },
  'auth.invalidToken': {
    en: 'Please log in again.',
    'zh-TW': '請重新登入。',
    'zh-CN': '请重新登录。',
  },
  'error.busy': {
    en: 'The server is busy. Try again in a moment.',
    'zh-TW': '伺服器忙碌中，請稍後再試。',
    'zh-CN': '服务器繁忙，请稍后再试。',
  },
  'error.notFound': { en: 'Not found.', 'zh-TW': '找不到資料。', 'zh-CN': '找不到数据。' },
  'error.internal': {
    en: 'Something went wrong on our side. Please try again.',
    'zh-TW': '系統發生錯誤，請稍後再試。',
    'zh-CN': '系统发生错误，请稍后再试。',
  },
  'upload.fileType': {
    en: 'File type error.',
    'zh-TW': '檔案類型錯誤。',
    'zh-CN': '文件类型错误。',
  },
  'upload.fileSize': {
    en: 'File size error.',
    'zh-TW': '檔案大小錯誤。',
    'zh-CN': '文件大小错误。',
  },
  'upload.quota': {
    en: 'Your upload storage is full.',
    'zh-TW': '您的上傳空間已滿。',
    'zh-CN': '您的上传空间已满。',
  },
  'upload.contentType': {
    en: 'Send the upload’s bytes as application/offset+octet-stream.',
    'zh-TW': '請以 application/offset+octet-stream 傳送上傳的內容。',
    'zh-CN': '请以 application/offset+octet-stream 发送上传的内容。',
  },
  // Catalogue items (courses, ebooks, articles): core.
  'item.permissionMissing': {
    en: 'You do not have the "{permission}" permission on this item.',
    'zh-TW': '您沒有此項目的「{permission}」權限。',
    'zh-CN': '您没有此项目的“{permission}”权限。',
  },
  'item.ownerOnly': {
    en: 'Only the lecturer who owns this item or an administrator can do this.',
    'zh-TW': '只有擁有此項目的講師或管理員可以執行此操作。',
    'zh-CN': '只有拥有此项目的讲师或管理员可以执行此操作。',
  },
  // ITEM-CORE-MESSAGES (helper S1 adds below this line)
  'item.nothingToUpdate': {
    en: 'Nothing to save: send at least one field.',
    'zh-TW': '沒有要儲存的內容：請至少提供一個欄位。',
    'zh-CN': '没有要保存的内容：请至少提供一个字段。',
  },
  'item.fieldNotOfKind': {
    en: 'This kind of item has no such setting.',
    'zh-TW': '此類項目沒有這個設定。',
    'zh-CN': '此类项目没有这个设置。',
  },
  'item.adminOnlyField': {
    en: 'Only an administrator can change this.',
    'zh-TW': '只有管理員可以變更此設定。',
    'zh-CN': '只有管理员可以更改此设置。',
  },
  'item.professionUnknown': {
    en: 'This profession does not exist.',
    'zh-TW': '此職業不存在。',
    'zh-CN': '此职业不存在。',
  },
  'item.dateNotFuture': {
    en: 'Choose a time in the future.',
    'zh-TW': '請選擇未來的時間。',
    'zh-CN': '请选择未来的时间。',
  },
  'item.fundraisingLocked': {
    en: 'The fundraising settings are fixed once the presale has started; ask an administrator.',
    'zh-TW': '募資開始後無法變更募資設定，請聯絡管理員。',
    'zh-CN': '众筹开始后无法更改众筹设置，请联系管理员。',
  },
  'item.deleteOnline': {
    en: 'This item is published, scheduled, in presale or in preparation. Take it offline first.',
    'zh-TW': '此項目已上架、排程中、預購中或籌備中，請先將其下架。',
    'zh-CN': '此项目已上架、排程中、预购中或筹备中，请先将其下架。',
  },
  'item.coverUpload': {
    en: 'Choose a cover image you uploaded that is not used elsewhere.',
    'zh-TW': '請選擇您上傳且尚未用於其他地方的封面圖片。',
    'zh-CN': '请选择您上传且尚未用于其他地方的封面图片。',
  },
  'item.rejectReason': {
    en: 'Say why the item is sent back to draft.',
    'zh-TW': '請說明退回草稿的原因。',
    'zh-CN': '请说明退回草稿的原因。',
  },
  'item.move.noMove': {
    en: 'The item cannot move to this status from its current one.',
    'zh-TW': '此項目無法從目前的狀態變更為此狀態。',
    'zh-CN': '此项目无法从当前的状态变更为此状态。',
  },
  'item.move.ownerOnly': {
    en: 'Only the lecturer who owns this item can make this change.',
    'zh-TW': '只有擁有此項目的講師可以執行此變更。',
    'zh-CN': '只有拥有此项目的讲师可以执行此变更。',
  },
  'item.move.adminOnly': {
    en: 'Only an administrator can make this change.',
    'zh-TW': '只有管理員可以執行此變更。',
    'zh-CN': '只有管理员可以执行此变更。',
  },
  'item.move.needsIntroduction': {
    en: 'Write the introduction before submitting for review.',
    'zh-TW': '送審前請先填寫介紹。',
    'zh-CN': '送审前请先填写介绍。',
  },
  'item.move.needsCategory': {
    en: 'Choose a category before submitting for review.',
    'zh-TW': '送審前請先選擇分類。',
    'zh-CN': '送审前请先选择分类。',
  },
  'item.move.needsTickets': {
    en: 'A presale needs a fundraising course: at least 3 stage prices.',
    'zh-TW': '預購需要募資課程：至少 3 個階段價格。',
    'zh-CN': '预购需要众筹课程：至少 3 个阶段价格。',
  },
  'item.move.needsThreshold': {
    en: 'A presale needs a fundraising threshold and an end date in the future.',
    'zh-TW': '預購需要募資門檻與未來的截止時間。',
    'zh-CN': '预购需要众筹门槛与未来的截止时间。',
  },
  'item.move.thresholdNotMet': {
    en: 'The fundraising threshold has not been reached yet.',
    'zh-TW': '尚未達到募資門檻。',
    'zh-CN': '尚未达到众筹门槛。',
  },
  'item.move.thresholdMet': {
    en: 'The fundraising threshold has been reached: move the course to preparation instead.',
    'zh-TW': '已達到募資門檻，請改為變更為籌備中。',
    'zh-CN': '已达到众筹门槛，请改为变更为筹备中。',
  },
  'item.move.fundraisingOpen': {
    en: 'The fundraising has not ended yet.',
    'zh-TW': '募資尚未結束。',
    'zh-CN': '众筹尚未结束。',
  },
  // ITEM-MONEY-MESSAGES (helper S2 adds below this line)
  'item.originalPriceBelowPrice': {
    en: 'The original price must be at least the price.',
    'zh-TW': '原價不可低於售價。',
    'zh-CN': '原价不可低于售价。',
  },
  'item.ticketsLocked': {
    en: 'The stage prices cannot change while the course is in presale or in preparation.',
    'zh-TW': '課程預購中或籌備中時，無法變更階段價格。',
    'zh-CN': '课程预购中或筹备中时，无法更改阶段价格。',
  },
  'item.ticketTimesRepeat': {
    en: 'Each stage price needs its own start time.',
    'zh-TW': '每個階段價格的開始時間不可重複。',
    'zh-CN': '每个阶段价格的开始时间不可重复。',
  },
  'item.sourceUrl': {
    en: 'Enter a web address that starts with http:// or https://.',
    'zh-TW': '請輸入以 http:// 或 https:// 開頭的網址。',
    'zh-CN': '请输入以 http:// 或 https:// 开头的网址。',
  },
  'item.teachNotLecturer': {
    en: 'This user is not a lecturer.',
    'zh-TW': '此使用者不是講師。',
    'zh-CN': '此用户不是讲师。',
  },
  'item.teachAlready': {
    en: 'This lecturer already teaches this item.',
    'zh-TW': '此講師已是此項目的講師。',
    'zh-CN': '此讲师已是此项目的讲师。',
  },
  'item.teachLimit': {
    en: 'An item can have at most {max} lecturers.',
    'zh-TW': '每個項目最多 {max} 位講師。',
    'zh-CN': '每个项目最多 {max} 位讲师。',
  },
  'item.teachDuplicate': {
    en: 'This lecturer is listed more than once.',
    'zh-TW': '此講師重複列出。',
    'zh-CN': '此讲师重复列出。',
  },
  'item.teachOwnerMissing': {
    en: 'The lecturer who owns this item must stay in the list.',
    'zh-TW': '擁有此項目的講師必須保留在名單中。',
    'zh-CN': '拥有此项目的讲师必须保留在名单中。',
  },
  'item.teachSharesTotal': {
    en: 'Shares add up to {total}%; they must add up to 100%.',
    'zh-TW': '分潤比例合計為 {total}%，必須合計為 100%。',
    'zh-CN': '分润比例合计为 {total}%，必须合计为 100%。',
  },
  // Structure editor (chapters, lectures, subtitles, compiler, assistant).
  'structure.resortChapters': {
    en: 'The order must list every chapter of this item exactly once.',
    'zh-TW': '排序必須列出此項目的每個章節各一次。',
    'zh-CN': '排序必须列出此项目的每个章节各一次。',
  },
  'structure.resortLectures': {
    en: 'The order must list every lecture of this item exactly once, each in one of its chapters.',
    'zh-TW': '排序必須列出此項目的每個單元各一次，且各自位於此項目的章節中。',
    'zh-CN': '排序必须列出此项目的每个单元各一次，且各自位于此项目的章节中。',
  },
  'structure.chapterUnknown': {
    en: 'Choose a chapter of this item.',
    'zh-TW': '請選擇此項目的章節。',
    'zh-CN': '请选择此项目的章节。',
  },
  'structure.tooMany': {
    en: 'An item can have at most {max} chapters and {max} lectures.',
    'zh-TW': '每個項目最多 {max} 個章節與 {max} 個單元。',
    'zh-CN': '每个项目最多 {max} 个章节与 {max} 个单元。',
  },
  'compiler.busy': {
    en: 'The compiler is busy with other programs. Try again in a moment.',
    'zh-TW': '編譯器正在執行其他程式，請稍後再試。',
    'zh-CN': '编译器正在运行其他程序，请稍后再试。',
  },
  'assistant.notConfigured': {
    en: 'No writing assistant is configured on this server. Ask its administrator to set one up.',
    'zh-TW': '此伺服器未設定寫作助理，請聯絡管理員設定。',
    'zh-CN': '此服务器未配置写作助手，请联系管理员配置。',
  },
  'assistant.failed': {
    en: 'The writing assistant did not answer. Try again later.',
    'zh-TW': '寫作助理沒有回應，請稍後再試。',
    'zh-CN': '写作助手没有响应，请稍后再试。',
  },
  // Interactions: student posts and replies.
  'interaction.commentEmpty': {
    en: 'Write your comment first: it is empty.',
    'zh-TW': '請輸入留言內容，目前是空白的。',
    'zh-CN': '请输入评论内容，目前是空的。',
  },
  // Announcements.
  'announcement.bodyEmpty': {
    en: 'Write the announcement: its text is empty.',
    'zh-TW': '請輸入公告內容，目前是空白的。',
    'zh-CN': '请输入公告内容，目前是空的。',
  },
  'announcement.courseNotYours': {
    en: 'Choose only courses this lecturer teaches and may answer students in.',
    'zh-TW': '請只選擇此講師任教且可回覆學生的課程。',
    'zh-CN': '请只选择此讲师任教且可回复学员的课程。',
  },
  'announcement.exceptNotIncluded': {
    en: 'Leave out only courses the announcement is sent to.',
    'zh-TW': '只能排除此公告會發送的課程。',
    'zh-CN': '只能排除此公告会发送的课程。',
  },
  'announcement.noCourses': {
    en: 'No course is left to send this announcement to.',
    'zh-TW': '沒有可發送此公告的課程。',
    'zh-CN': '没有可发送此公告的课程。',
  },
  'announcement.dateOrder': {
    en: 'The end must come after the beginning.',
    'zh-TW': '結束時間必須晚於開始時間。',
    'zh-CN': '结束时间必须晚于开始时间。',
  },
  'announcement.endPast': {
    en: 'The end must be in the future.',
    'zh-TW': '結束時間必須是未來的時間。',
    'zh-CN': '结束时间必须是将来的时间。',
  },
  'announcement.lecturerRequired': {
    en: 'Choose the lecturer this announcement is from.',
    'zh-TW': '請選擇發布此公告的講師。',
    'zh-CN': '请选择发布此公告的讲师。',
  },
  'announcement.lecturerUnknown': {
    en: 'This user is not a lecturer.',
    'zh-TW': '此使用者不是講師。',
    'zh-CN': '此用户不是讲师。',
  },
  'announcement.allowanceUsed': {
    en: 'All {limit} announcements of this month have been sent. More can be sent from {date}.',
    'zh-TW': '本月可發送的 {limit} 則公告已用完，{date} 起可再發送。',
    'zh-CN': '本月可发送的 {limit} 条公告已用完，{date} 起可再发送。',
  },
  'announcement.alreadyConfirmed': {
    en: 'This announcement has already been sent.',
    'zh-TW': '此公告已經發送。',
    'zh-CN': '此公告已经发送。',
  },
  'announcement.sentKept': {
    en: 'A sent announcement cannot be deleted: its students have received it. Hide it instead.',
    'zh-TW': '已發送的公告無法刪除，學生已收到。您可以改為隱藏它。',
    'zh-CN': '已发送的公告无法删除，学员已收到。您可以改为隐藏它。',
  },
  'announcement.discussionNotYours': {
    en: 'Only its author can edit this discussion.',
    'zh-TW': '只有作者可以編輯此討論。',
    'zh-CN': '只有作者可以编辑此讨论。',
  },
  // Discounts and packages.
  'discount.dateOrder': {
    en: 'The end must come after the start.',
    'zh-TW': '結束時間必須晚於開始時間。',
    'zh-CN': '结束时间必须晚于开始时间。',
  },
  'discount.overlap': {
    en: 'Overlaps the discount “{title}” ({starts} – {ends}).',
    'zh-TW': '與折扣「{title}」（{starts} – {ends}）時間重疊。',
    'zh-CN': '与折扣“{title}”（{starts} – {ends}）时间重叠。',
  },
  'discount.over': {
    en: 'This discount has ended or expired: it can no longer change.',
    'zh-TW': '此折扣已結束或已過期，無法再變更。',
    'zh-CN': '此折扣已结束或已过期，无法再更改。',
  },
  'discount.started': {
    en: 'This discount has already started: end it instead of deleting it.',
    'zh-TW': '此折扣已經開始，無法刪除，請改為結束它。',
    'zh-CN': '此折扣已经开始，无法删除，请改为结束它。',
  },
  'discount.reasonRequired': {
    en: 'Give the reason for ending this discount.',
    'zh-TW': '請填寫結束此折扣的原因。',
    'zh-CN': '请填写结束此折扣的原因。',
  },
  'package.duplicateCourse': {
    en: 'Choose each course only once.',
    'zh-TW': '每門課程只能選擇一次。',
    'zh-CN': '每门课程只能选择一次。',
  },
  'package.discounted': {
    en: 'A discount on this bundle is scheduled or running: end it before deleting the bundle.',
    'zh-TW': '此組合包有尚未結束的折扣，請先結束折扣再刪除組合包。',
    'zh-CN': '此课程包有尚未结束的折扣，请先结束折扣再删除课程包。',
  },
  'coupon.codeTaken': {
    en: 'The code {code} is already taken by another coupon or code (codes ignore case).',
    'zh-TW': '代碼 {code} 已被其他優惠券或代碼使用（不分大小寫）。',
    'zh-CN': '代码 {code} 已被其他优惠券或代码使用（不区分大小写）。',
  },
  'coupon.codeReserved': {
    en: '{code} cannot be a coupon code. Choose another one.',
    'zh-TW': '{code} 不能作為優惠券代碼，請換一個。',
    'zh-CN': '{code} 不能作为优惠券代码，请换一个。',
  },
  'coupon.coursesRequired': {
    en: 'Choose at least one course.',
    'zh-TW': '請至少選擇一門課程。',
    'zh-CN': '请至少选择一门课程。',
  },
  'coupon.bundleTooFew': {
    en: 'A coupon for courses bought together needs at least 2 courses.',
    'zh-TW': '須同時購買的優惠券至少要選擇 2 門課程。',
    'zh-CN': '需同时购买的优惠券至少要选择 2 门课程。',
  },
  'coupon.allNamesNone': {
    en: 'A coupon for all courses does not name courses.',
    'zh-TW': '適用全部課程的優惠券不需選擇課程。',
    'zh-CN': '适用全部课程的优惠券无需选择课程。',
  },
  'coupon.dateOrder': {
    en: 'The end must be after the start.',
    'zh-TW': '結束時間必須晚於開始時間。',
    'zh-CN': '结束时间必须晚于开始时间。',
  },
  'coupon.redeemedKept': {
    en: 'This coupon has been used on orders, so it cannot be deleted. Disable it instead.',
    'zh-TW': '此優惠券已用於訂單，無法刪除。您可以改為停用它。',
    'zh-CN': '此优惠券已用于订单，无法删除。您可以改为停用它。',
  },
  'coupon.codesLimit': {
    en: 'A coupon holds at most {max} generated codes: {remaining} more can be generated.',
    'zh-TW': '每張優惠券最多 {max} 組產生的代碼，還可以再產生 {remaining} 組。',
    'zh-CN': '每张优惠券最多 {max} 个生成的代码，还可以再生成 {remaining} 个。',
  },
  // Orders: refunds, invoices and the export's header.
  'order.notPaid': {
    en: 'Only paid orders can be refunded.',
    'zh-TW': '只有已付款的訂單可以退款。',
    'zh-CN': '只有已支付的订单可以退款。',
  },
  'order.lineUnknown': {
    en: 'This item is not part of this order.',
    'zh-TW': '此項目不屬於這筆訂單。',
    'zh-CN': '此项目不属于这笔订单。',
  },
  'order.refundTooMuch': {
    en: 'At most NT${amount} can be refunded of this line.',
    'zh-TW': '此項目最多可退款 NT${amount}。',
    'zh-CN': '此项目最多可退款 NT${amount}。',
  },
  'invoice.orderCancelled': {
    en: 'The invoice of a cancelled order cannot be changed.',
    'zh-TW': '已取消訂單的發票無法變更。',
    'zh-CN': '已取消订单的发票无法更改。',
  },
  'invoice.memberCarrierNumber': {
    en: 'The member carrier takes no number: leave it empty.',
    'zh-TW': '會員載具不需填寫號碼，請留空。',
    'zh-CN': '会员载具无需填写号码，请留空。',
  },
  'invoice.mobileCarrierInvalid': {
    en: 'A mobile barcode is / followed by 7 characters (digits, capital letters, . + -).',
    'zh-TW': '手機條碼為 / 加上 7 個字元（數字、大寫英文字母或 . + -）。',
    'zh-CN': '手机条码为 / 加上 7 个字符（数字、大写英文字母或 . + -）。',
  },
  'invoice.certificateCarrierInvalid': {
    en: 'A citizen digital certificate is 2 capital letters and 14 digits.',
    'zh-TW': '自然人憑證條碼為 2 個大寫英文字母加上 14 個數字。',
    'zh-CN': '自然人凭证条码为 2 个大写英文字母加上 14 个数字。',
  },
  'invoice.companyTitleEmpty': {
    en: 'Company title empty: enter the company title.',
    'zh-TW': '公司抬頭不得為空，請填寫公司抬頭。',
    'zh-CN': '公司抬头不能为空，请填写公司抬头。',
  },
  'invoice.companyTaxIdEmpty': {
    en: 'Company tax ID empty: enter the company tax ID.',
    'zh-TW': '統一編號不得為空，請填寫統一編號。',
    'zh-CN': '统一编号不能为空，请填写统一编号。',
  },
  'invoice.companyTaxIdInvalid': {
    en: 'This is not a valid company tax ID: 8 digits with a valid check digit.',
    'zh-TW': '統一編號無效，須為 8 位數字且檢查碼正確。',
    'zh-CN': '统一编号无效，须为 8 位数字且校验码正确。',
  },
  'export.orders.orderNo': { en: 'Order number', 'zh-TW': '訂單編號', 'zh-CN': '订单编号' },
  'export.orders.createdAt': { en: 'Created at', 'zh-TW': '建立時間', 'zh-CN': '创建时间' },
  'export.orders.paidAt': { en: 'Paid at', 'zh-TW': '付款時間', 'zh-CN': '支付时间' },
  'export.orders.status': { en: 'Status', 'zh-TW': '狀態', 'zh-CN': '状态' },
  'export.orders.memberName': { en: 'Member name', 'zh-TW': '會員姓名', 'zh-CN': '会员姓名' },
  'export.orders.memberEmail': {
    en: 'Member email',
    'zh-TW': '會員電子郵件',
    'zh-CN': '会员邮箱',
  },
  'export.orders.items': { en: 'Items', 'zh-TW': '購買項目', 'zh-CN': '购买项目' },
  'export.orders.listTotal': { en: 'List total', 'zh-TW': '原價總計', 'zh-CN': '原价合计' },
  'export.orders.total': { en: 'Total', 'zh-TW': '訂單金額', 'zh-CN': '订单金额' },
  'export.orders.refunded': { en: 'Refunded', 'zh-TW': '已退款', 'zh-CN': '已退款' },
  'export.orders.paymentMethod': {
    en: 'Payment method',
    'zh-TW': '付款方式',
    'zh-CN': '支付方式',
  },
  'export.orders.invoiceType': { en: 'Invoice type', 'zh-TW': '發票類型', 'zh-CN': '发票类型' },
  'export.orders.companyTaxId': {
    en: 'Company tax ID',
    'zh-TW': '統一編號',
    'zh-CN': '统一编号',
  },
  'apply.noPayoutChosen': {
    en: 'No payout account chosen.',
    'zh-TW': '尚未選擇匯款帳戶。',
    'zh-CN': '尚未选择汇款账户。',
  },
  'apply.payoutUnknown': {
    en: "This is not one of the lecturer's payout accounts.",
    'zh-TW': '此帳戶不是該講師的匯款帳戶。',
    'zh-CN': '此账户不是该讲师的汇款账户。',
  },
  'apply.alreadyHandled': {
    en: 'This payout request has already been handled.',
    'zh-TW': '此提領申請已處理過。',
    'zh-CN': '此提现申请已处理过。',
  },
  'apply.belowMinimum': {
    en: 'Your available income is {amount} TWD; a payout request needs at least {minimum} TWD.',
    'zh-TW': '您的可提領收入為 {amount} 元，提領申請至少需要 {minimum} 元。',
    'zh-CN': '您的可提现收入为 {amount} 元，提现申请至少需要 {minimum} 元。',
  },
  'apply.pendingExists': {
    en: 'A payout request of yours is already waiting.',
    'zh-TW': '您已有一筆待處理的提領申請。',
    'zh-CN': '您已有一笔待处理的提现申请。',
  },
  'settings.nothingToChange': {
    en: 'Choose at least one setting to change.',
    'zh-TW': '請至少選擇一項要變更的設定。',
    'zh-CN': '请至少选择一项要更改的设置。',
  },
  'settings.unknownKey': {
    en: 'This setting does not exist or cannot be changed here.',
    'zh-TW': '此設定不存在或無法在此變更。',
    'zh-CN': '此设置不存在或无法在此更改。',
  },
  'settings.decimalRange': {
    en: 'Enter a number greater than {min} and less than {max}.',
    'zh-TW': '請輸入大於 {min} 且小於 {max} 的數字。',
    'zh-CN': '请输入大于 {min} 且小于 {max} 的数字。',
  },
  'settings.decimals': {
    en: 'Use at most {decimals} decimal places.',
    'zh-TW': '最多 {decimals} 位小數。',
    'zh-CN': '最多 {decimals} 位小数。',
  },
  'settings.integerRange': {
    en: 'Enter a whole number from {min} to {max}.',
    'zh-TW': '請輸入 {min} 到 {max} 之間的整數。',
    'zh-CN': '请输入 {min} 到 {max} 之间的整数。',
  },
  'administrators.ownPermissions': {
    en: 'You cannot change your own permissions. Ask another administrator.',
    'zh-TW': '無法變更自己的權限，請由其他管理員處理。',
    'zh-CN': '无法更改自己的权限，请由其他管理员处理。',
  },
  'administrators.unknownPermission': {
    en: 'Unknown permission: {key}.',
    'zh-TW': '未知的權限：{key}。',
    'zh-CN': '未知的权限：{key}。',
  },
  // Members: the seed's 'realName empty', a taken e-mail and the wallet's adjustments.
  'member.realNameEmpty': {
    en: 'Enter the real name.',
    'zh-TW': '請填寫真實姓名。',
    'zh-CN': '请填写真实姓名。',
  },
  'member.emailTaken': {
    en: 'This e-mail address is already used by another account.',
    'zh-TW': '此電子郵件已被其他帳號使用。',
    'zh-CN': '此电子邮箱已被其他账号使用。',
  },
  'member.walletAmountZero': {
    en: 'Enter an amount other than 0.',
    'zh-TW': '請輸入不為 0 的金額。',
    'zh-CN': '请输入不为 0 的金额。',
  },
  'member.walletReasonEmpty': {
    en: 'Enter the reason for the adjustment.',
    'zh-TW': '請填寫調整原因。',
    'zh-CN': '请填写调整原因。',
  },
  'member.walletOverdraft': {
    en: 'The balance is {balance} TWD; it cannot go below 0.',
    'zh-TW': '錢包餘額為 {balance} 元，不可低於 0。',
    'zh-CN': '钱包余额为 {balance} 元，不可低于 0。',
  },
  'revenueCsv.kind': { en: 'Type', 'zh-TW': '類型', 'zh-CN': '类型' },
  'revenueCsv.at': { en: 'Time', 'zh-TW': '時間', 'zh-CN': '时间' },
  'revenueCsv.orderNo': { en: 'Order number', 'zh-TW': '訂單編號', 'zh-CN': '订单编号' },
  'revenueCsv.item': { en: 'Item', 'zh-TW': '項目', 'zh-CN': '项目' },
  'revenueCsv.price': { en: 'Price', 'zh-TW': '金額', 'zh-CN': '金额' },
  'revenueCsv.platformFee': { en: 'Platform fee', 'zh-TW': '平台費用', 'zh-CN': '平台费用' },
  'revenueCsv.share': { en: 'Revenue share (%)', 'zh-TW': '分潤（%）', 'zh-CN': '分成（%）' },
  'revenueCsv.income': { en: 'Income', 'zh-TW': '收入', 'zh-CN': '收入' },
  'revenueCsv.status': { en: 'Status', 'zh-TW': '狀態', 'zh-CN': '状态' },
  'revenueCsv.availableAt': { en: 'Available from', 'zh-TW': '可提領日', 'zh-CN': '可提现日' },
  'revenueCsv.kind.SALE': { en: 'Sale', 'zh-TW': '銷售', 'zh-CN': '销售' },
  'revenueCsv.kind.REFUND': { en: 'Refund', 'zh-TW': '退款', 'zh-CN': '退款' },
  'revenueCsv.status.PENDING': { en: 'Pending', 'zh-TW': '待入帳', 'zh-CN': '待入账' },
  'revenueCsv.status.AVAILABLE': { en: 'Available', 'zh-TW': '可提領', 'zh-CN': '可提现' },
  'revenueCsv.status.REQUESTED': { en: 'Requested', 'zh-TW': '申請中', 'zh-CN': '申请中' },
  'revenueCsv.status.PAID': { en: 'Paid', 'zh-TW': '已匯款', 'zh-CN': '已汇款' },
  'lecturer.realNameEmpty': {
    en: 'Enter the real name.',
    'zh-TW': '請輸入真實姓名。',
    'zh-CN': '请输入真实姓名。',
  },
  'lecturer.descriptionEmpty': {
    en: "Enter the lecturer's description.",
    'zh-TW': '請輸入講師介紹。',
    'zh-CN': '请输入讲师介绍。',
  },
  'lecturer.emailTaken': {
    en: 'This e-mail address belongs to a lecturer already.',
    'zh-TW': '此電子郵件已是講師的帳號。',
    'zh-CN': '此电子邮箱已是讲师的账号。',
  },
  'lecturer.emailInUse': {
    en: 'This e-mail address belongs to another account.',
    'zh-TW': '此電子郵件已被其他帳號使用。',
    'zh-CN': '此电子邮箱已被其他账号使用。',
  },
  'lecturer.commentEmpty': {
    en: 'Enter a comment.',
    'zh-TW': '請輸入留言。',
    'zh-CN': '请输入评论。',
  },
  'payout.financialCodeEmpty': {
    en: 'Enter the financial code.',
    'zh-TW': '請輸入金融機構代碼。',
    'zh-CN': '请输入金融机构代码。',
  },
  'payout.financialCodeInvalid': {
    en: 'The financial code is 3 or 7 digits.',
    'zh-TW': '金融機構代碼為 3 或 7 位數字。',
    'zh-CN': '金融机构代码为 3 或 7 位数字。',
  },
  'payout.accountNameEmpty': {
    en: 'Enter the account name.',
    'zh-TW': '請輸入戶名。',
    'zh-CN': '请输入户名。',
  },
  'payout.accountNumberEmpty': {
    en: 'Enter the account number.',
    'zh-TW': '請輸入帳號。',
    'zh-CN': '请输入账号。',
  },
  'payout.accountNumberInvalid': {
    en: 'The account number has digits only.',
    'zh-TW': '帳號只能包含數字。',
    'zh-CN': '账号只能包含数字。',
  },
  'payout.mainCannotBeDeleted': {
    en: 'The main payout account cannot be deleted. Make another account the main one first.',
    'zh-TW': '主要收款帳戶無法刪除，請先將其他帳戶設為主要帳戶。',
    'zh-CN': '主要收款账户无法删除，请先将其他账户设为主要账户。',
  },
  'memberGroup.nameEmpty': {
    en: 'Enter a name for the group.',
    'zh-TW': '請輸入群組名稱。',
    'zh-CN': '请输入分组名称。',
  },
  'memberGroup.noMemberChosen': {
    en: 'No member chosen.',
    'zh-TW': '尚未選擇會員。',
    'zh-CN': '尚未选择会员。',
  },
  'memberGroup.memberUnknown': {
    en: 'A chosen member does not exist.',
    'zh-TW': '選擇的會員不存在。',
    'zh-CN': '选择的会员不存在。',
  },
  'memberGroup.tooManyEmails': {
    en: 'Paste at most {max} e-mails at once.',
    'zh-TW': '一次最多貼上 {max} 個電子郵件。',
    'zh-CN': '一次最多粘贴 {max} 个电子邮箱。',
  },
  'memberGroup.inUse': {
    en: 'This group cannot be deleted: {count} coupon(s) are limited to it. Change their audience first.',
    'zh-TW': '此群組無法刪除：有 {count} 張優惠券限定此群組使用，請先變更優惠券的適用對象。',
    'zh-CN': '此分组无法删除：有 {count} 张优惠券限定此分组使用，请先变更优惠券的适用对象。',
  },
  'coupon.groupUnknown': {
    en: 'This member group does not exist.',
    'zh-TW': '此會員群組不存在。',
    'zh-CN': '此会员分组不存在。',
  },
  'coupon.groupPlatformOnly': {
    en: "Only the platform's coupons can be limited to a member group.",
    'zh-TW': '只有平台優惠券可以限定會員群組。',
    'zh-CN': '只有平台优惠券可以限定会员分组。',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

/** A message id of the API. */
export type MessageId = keyof typeof messages;

/** Reads the `hilocale` header; anything unknown answers in zh-TW. */
export function localeOf(header: string | undefined): ApiLocale {
  if (header === 'en' || header === 'zh-CN' || header === 'zh-TW') return header;
  return 'zh-TW';
}

/** A message in a locale with `{name}` values filled in. */
export function message(
  locale: ApiLocale,
  id: MessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return messages[id][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
