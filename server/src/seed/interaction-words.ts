/**
 * Word lists of the demo interactions, in Traditional Chinese (zh-TW): students' questions,
 * discussions, feedbacks and works, the lecturers' replies and the announcements. `{lecture}` is
 * the title of the lecture a post is under, `{course}` the course's title.
 */
import { commonSurnames } from './words.ts';

/** Students' names (surnames and given names of the demo's students). */
export const studentSurnames = [
  ...commonSurnames,
  '洪',
  '郭',
  '邱',
  '曾',
  '廖',
  '賴',
  '徐',
] as const;

/** Given names of the demo's students. */
export const studentGivenNames = [
  '小雯',
  '俊宏',
  '佩君',
  '家瑋',
  '欣妤',
  '孟哲',
  '筱涵',
  '柏均',
  '語彤',
  '宥廷',
  '芷晴',
  '承翰',
  '亭妤',
  '冠霖',
  '采潔',
  '睿恩',
  '佳蓉',
  '士傑',
  '品萱',
  '政勳',
  '若瑜',
  '立安',
  '怡萱',
  '哲安',
  '妍希',
  '凱文',
  '雅雯',
  '宗霖',
  '靜宜',
  '信宏',
] as const;

/** Questions students ask under a lecture. */
export const questionBodies = [
  '請問老師，「{lecture}」影片 5 分多鐘的地方，為什麼這裡要這樣寫？我照著做結果跟影片不一樣。',
  '「{lecture}」提到的範例檔在哪裡下載呢？我在課程資源裡找不到。',
  '想請教一下，「{lecture}」的作法如果換成自己的資料，需要調整哪些地方？',
  '老師您好，我卡在「{lecture}」的練習題第二題，想了很久還是不知道錯在哪裡，可以給點提示嗎？',
  '請問這一堂的內容跟前一章講的有什麼差別？我有點搞混了。',
  '「{lecture}」講得很清楚，但我想知道實務上大家通常會怎麼做？有推薦的延伸閱讀嗎？',
  '影片裡的設定畫面跟我看到的不一樣，是不是版本更新了？我該怎麼找到對應的選項？',
  '請問老師，這一堂的觀念在面試或工作上常用到嗎？想知道要練到多熟。',
  '我照「{lecture}」的步驟做到最後一步時出現錯誤訊息，已附上截圖說明，麻煩老師幫忙看一下。',
  '想確認一下我的理解：這裡的重點是先把流程拆小，再一步一步驗證，對嗎？',
  '請問課程的講義有 PDF 版本嗎？想印出來邊看邊做筆記。',
  '「{lecture}」後半段的速度有點快，可以再解釋一次中間那個步驟嗎？',
] as const;

/** Lecturers' answers to questions. */
export const questionAnswers = [
  '謝謝你的提問！這裡這樣寫是為了讓後面的步驟可以重複使用，你可以先照影片做一次，再試著改成自己的版本，會更有感覺。',
  '範例檔已經放在第一章「課程資源下載」那一堂的附件裡，下載後解壓縮就能看到每一堂對應的資料夾喔。',
  '好問題！換成自己的資料時，主要調整欄位名稱和資料格式就可以了，其餘流程都一樣。有問題歡迎再貼上來。',
  '提示：先確認輸入的格式是否正確，再一步一步印出中間結果，通常就能找到問題所在。加油！',
  '兩者的差別在於使用情境：前一章著重觀念，這一堂則是實際操作，建議兩堂搭配著看。',
  '軟體版本更新後選項換了位置，新版在「設定」裡的第二個分頁，我之後會補一段說明影片。',
  '你的理解完全正確！把流程拆小再驗證，是這門課最重要的習慣之一。',
  '講義的 PDF 已經上傳到課程資源了，歡迎下載列印。',
] as const;

/** Posts a lecturer hides (advertising, off topic). */
export const hiddenBodies = [
  '限時優惠！加入官方帳號即可免費領取全套課程講義，名額有限快來搶！',
  '徵求代寫作業，價格好談，有意者請私訊。',
] as const;

/** Titles of students' discussions. */
export const discussionTitles = [
  '大家都怎麼安排學習進度？',
  '分享我的練習心得',
  '有人一起組讀書會嗎？',
  '關於「{lecture}」的不同解法',
  '實務上遇到的問題，想聽聽大家的意見',
  '推薦搭配的工具或資源',
  '完成第一個作品了！歡迎交流',
  '這堂課的觀念怎麼應用在工作上？',
  '卡關求救：一直做不出預期的結果',
  '課程內容與新版本的差異整理',
] as const;

/** Bodies of students' discussions. */
export const discussionBodies = [
  '我是上班族，平日只能晚上看一到兩堂，想知道大家都怎麼安排，才不會看完就忘？',
  '上完「{lecture}」後我試著自己從頭做一次，發現有幾個地方比想像中難，整理了一點心得跟大家分享。',
  '想找幾位同學每週線上討論一次，互相檢查作業、分享卡關的地方，有興趣的請留言。',
  '我在「{lecture}」用了跟老師不一樣的作法，結果也正確，想問大家覺得哪一種比較好維護？',
  '公司最近剛好遇到課程裡提到的情況，想聽聽有實務經驗的同學會怎麼處理。',
  '除了課程介紹的工具，大家還有推薦什麼好用的輔助工具或參考網站嗎？',
  '照著課程一步步做，終於完成第一個作品，雖然還很陽春，但很有成就感，歡迎大家給建議！',
  '我照著步驟做了三次，結果都跟影片不一樣，不知道是不是哪裡設定錯了，有人遇過嗎？',
] as const;

/** Students' replies in discussions. */
export const studentReplies = [
  '我也有一樣的問題，期待大家的回覆！',
  '我是固定每天早上通勤時看一堂，週末再動手練習，這樣比較記得住。',
  '+1，我也想參加讀書會！',
  '我試過你的作法，確實比較好讀，謝謝分享。',
  '我之前也卡在這裡，後來發現是版本不同，換成課程用的版本就好了。',
  '推薦搭配官方文件一起看，很多細節寫得很清楚。',
  '恭喜完成！版面很清楚，期待你的下一個作品。',
  '謝謝老師的說明，我懂了！',
] as const;

/** Lecturers' replies in discussions. */
export const lecturerDiscussionReplies = [
  '很棒的討論！建議大家先把每一章的練習做完，再回頭看一次重點整理，效果會更好。',
  '兩種作法都可以，老師自己比較推薦第二種，因為之後要擴充時比較不容易出錯。',
  '這個情況很常見，可以先從最小的範例開始試，確認每一步的結果，再慢慢加回原本的設定。',
  '謝謝分享！我把這個問題整理進下一次直播的問答，歡迎大家一起來。',
  '作品完成度很高，版面還可以再留一點空白，整體會更舒服。繼續加油！',
  '這個問題已經解決囉，之後有類似狀況歡迎再開新的討論。',
] as const;

/** Feedbacks by score (1 to 5): index 0 holds the texts of score 1. */
export const feedbackBodies = [
  [
    '內容和介紹落差很大，很多地方只是念投影片，希望能更新。',
    '影片音量忽大忽小，練習檔也缺了幾個，體驗不太好。',
  ],
  ['觀念講得還可以，但進度太快，初學者很難跟上。', '部分內容已經過時，希望能補上新版本的操作。'],
  ['整體中規中矩，適合入門，但進階內容不多。', '講解清楚，不過練習題少了一點，希望能多一些實作。'],
  [
    '老師講解很清楚，範例也貼近實務，只是後面幾章可以再深入一點。',
    '課程架構完整，學到很多，推薦給想入門的朋友。',
  ],
  [
    '非常推薦！從零開始也能跟上，每一堂都有練習，學完馬上用在工作上。',
    '老師回覆問題很快，內容紮實又好懂，是我上過最棒的線上課程。',
  ],
] as const;

/** Lecturers' answers to feedbacks. */
export const feedbackAnswers = [
  '謝謝你的回饋！我們已經在整理更新的內容，完成後會通知大家。',
  '謝謝你的支持與鼓勵，祝學習順利！',
  '很抱歉讓你有不好的體驗，缺少的練習檔已經補上，歡迎再試試看。',
  '謝謝建議，之後會增加更多實作練習。',
] as const;

/** Titles of students' works. */
export const creationTitles = [
  '期末作品：{course}',
  '我的第一個練習作品',
  '第三章作業成果',
  '個人專案：從零到完成',
  '練習作品（修改第二版）',
  '「{lecture}」課後練習',
  '結業作業',
  '小組專題成果分享',
] as const;

/** Bodies of students' works. */
export const creationBodies = [
  '這是我照著「{lecture}」完成的作品，附上截圖與檔案，請老師指教。',
  '花了兩個週末完成，最困難的是中間整合的部分，希望老師給點建議。',
  '把課程學到的方法用在自己的工作上，附上成果與說明文件。',
  '參考了課程範例，再加上自己的想法，想知道還有哪些地方可以改進。',
  '第一次完整做完一個作品，還有很多不足，請大家多多指教！',
] as const;

/** Lecturers' comments on works. */
export const creationComments = [
  '做得很好！結構清楚，細節也很用心，建議下一步可以挑戰更完整的版本。',
  '整體完成度很高，第二部分可以再簡化一些，會更容易閱讀。',
  '很有自己的風格！已經幫你公開，讓其他同學也能參考。',
  '進步很多！記得把說明文件補完整，之後放進作品集會更有說服力。',
] as const;

/** Names of the files students attach to their works, by file variant (see creation-files.ts). */
export const creationFileNames = {
  png: ['作品截圖.png', '成果畫面.png', '草圖.png', '流程圖.png'],
  jpg: ['成品照片.jpg', '作品全貌.jpg'],
  pdf: ['作品說明.pdf', '企劃書.pdf', '報告.pdf'],
  txt: ['學習筆記.txt', '心得.txt'],
  zip: ['專案檔案.zip', '原始檔.zip'],
} as const;

/** Announcements of the lecturers: a title and a body. */
export const announcementTexts = [
  {
    title: '課程內容更新通知',
    body: '<p>各位同學好：</p><p>課程新增了兩堂補充影片，並更新了練習檔，歡迎回到課程中觀看。</p>',
  },
  {
    title: '線上直播問答時間',
    body: '<p>本月底將舉辦一次線上直播問答，歡迎事先在討論區留下想問的問題。</p><ul><li>時間：週六晚上八點</li><li>地點：課程直播頁面</li></ul>',
  },
  {
    title: '期末作品徵件開始',
    body: '<p>完成課程的同學，歡迎上傳期末作品！優秀作品將在課程頁面公開展示。</p>',
  },
  {
    title: '新年學習優惠',
    body: '<p>感謝大家一年來的支持，新年期間購買老師的其他課程享有 <strong>8 折</strong> 優惠。</p>',
  },
  {
    title: '講義 PDF 已上傳',
    body: '<p>許多同學詢問的講義 PDF 已經放在第一章的課程資源中，歡迎下載。</p>',
  },
  {
    title: '學習進度提醒',
    body: '<p>課程已經進入後半段，還沒完成前幾章練習的同學，記得找時間補上喔！</p>',
  },
  {
    title: '系統維護期間暫停回覆',
    body: '<p>下週一至週三老師出國參加研討會，期間的提問會在回國後統一回覆，謝謝大家的體諒。</p>',
  },
  {
    title: '結業證書申請說明',
    body: '<p>完成全部課程並繳交結業作業的同學，可以申請結業證書，詳細步驟請見課程最後一章。</p>',
  },
] as const;

/** Students' discussions under announcements. */
export const announcementStudentDiscussions = [
  '請問直播會有錄影嗎？當天晚上可能沒辦法參加。',
  '謝謝老師的更新！新的練習檔在哪一堂下載呢？',
  '期待直播！想請問可以事先寄問題給老師嗎？',
  '請問作品要用什麼格式上傳比較好？',
  '優惠可以和其他折扣一起使用嗎？',
] as const;

/** Lecturers' discussions under announcements. */
export const announcementLecturerDiscussions = [
  '會錄影喔，直播結束後會放到課程最後一章。',
  '新的練習檔在第一章「課程資源下載」裡，已經更新完成。',
  '可以直接在這裡留言，老師會整理後在直播中回答。',
  '圖片請用 PNG 或 JPG，文件請用 PDF，檔案不要超過 50 MB。',
] as const;
