/** Word lists of the demo marketplace, in Traditional Chinese (zh-TW). */
import type { TeachPermission } from '../contract/items.ts';

/** Category keys stored in `courses.category`, with their zh-TW labels. */
export const categoryLabels = {
  programming: '程式設計',
  design: '設計',
  language: '語言',
  business: '商業',
  marketing: '行銷',
  photography: '攝影',
  music: '音樂',
  lifestyle: '生活品味',
} as const;

/** A category key. */
export type Category = keyof typeof categoryLabels;

/** Every category key, in display order. */
export const categories = Object.keys(categoryLabels) as Category[];

/** What a category's courses are made of: topics, title and subtitle patterns, chapter and lecture titles. */
export interface CategoryWords {
  /** Course topics (`{t}` in the patterns). */
  readonly topics: readonly string[];
  /** Course title patterns. */
  readonly titles: readonly string[];
  /** Subtitle patterns. */
  readonly subtitles: readonly string[];
  /** Titles of the chapters between the introduction and the wrap-up. */
  readonly chapters: readonly string[];
  /** Lecture titles. */
  readonly lectures: readonly string[];
}

/** The words of each category. */
export const categoryWords: Readonly<Record<Category, CategoryWords>> = {
  programming: {
    topics: [
      'Python',
      'JavaScript',
      'TypeScript',
      'React',
      'Vue.js',
      'Node.js',
      'Go',
      'Rust',
      'Swift',
      'Kotlin',
      'SQL',
      'Flutter',
    ],
    titles: [
      '{t} 從零開始',
      '{t} 實戰專案班',
      '{t} 工程師養成計畫',
      '一次搞懂 {t} 核心觀念',
      '{t} 進階開發技巧',
      '用 {t} 打造你的第一個作品',
    ],
    subtitles: [
      '從環境建置到上線部署，一步步帶你完成 {t} 專案',
      '寫出好讀、好測、好維護的 {t} 程式',
      '零基礎也能上手，20 個練習題打穩 {t} 基礎',
      '面試常考觀念一次整理，轉職軟體工程師必修',
    ],
    chapters: [
      '開發環境設定',
      '基本語法與資料型別',
      '流程控制與函式',
      '物件導向與模組化',
      '非同步程式設計',
      '測試與除錯',
      '效能調校',
      '專案實作：待辦清單',
      '部署與持續整合',
    ],
    lectures: [
      '安裝與設定',
      '第一支程式',
      '變數與常數',
      '條件判斷',
      '迴圈的用法',
      '陣列與物件操作',
      '錯誤處理',
      '撰寫單元測試',
      '重構練習',
      '實作示範',
      '常見錯誤解析',
      '課後練習與解答',
    ],
  },
  design: {
    topics: [
      'Figma',
      'Illustrator',
      'Photoshop',
      'UI/UX',
      '品牌識別',
      '字體排印',
      '資訊圖表',
      '包裝設計',
    ],
    titles: [
      '{t} 設計入門',
      '{t} 實戰工作坊',
      '設計師必修的 {t}',
      '{t} 作品集養成班',
      '跟著業界設計師學 {t}',
    ],
    subtitles: [
      '從構圖、配色到排版，建立你的設計直覺',
      '10 個真實案例，學會 {t} 的專業流程',
      '非本科也能做出專業質感的作品',
      '打造讓客戶一眼記住的設計',
    ],
    chapters: [
      '設計基本原則',
      '色彩學',
      '版面與網格',
      '工具操作',
      '案例拆解',
      '提案與溝通',
      '作品集整理',
    ],
    lectures: [
      '介面導覽',
      '常用快捷鍵',
      '色票與樣式',
      '元件與變體',
      '排版練習',
      '案例示範',
      '設計回饋與修改',
      '輸出與交付',
      '作業說明',
    ],
  },
  language: {
    topics: ['英文會話', '多益', '雅思', '日語', '韓語', '商用英文', '英文寫作', '西班牙語'],
    titles: [
      '{t} 30 天速成',
      '{t} 完全攻略',
      '生活{t}輕鬆學',
      '{t} 從入門到流利',
      '{t} 高分衝刺班',
    ],
    subtitles: [
      '每天 15 分鐘，開口說出自信',
      '母語老師帶你掌握道地用法',
      '單字、文法、聽力一次到位',
      '旅遊、職場、考試都用得上',
    ],
    chapters: ['發音基礎', '常用句型', '生活會話', '聽力訓練', '閱讀技巧', '寫作練習', '模擬測驗'],
    lectures: [
      '發音規則',
      '情境對話',
      '單字記憶法',
      '文法重點',
      '聽力練習',
      '口說跟讀',
      '常見錯誤',
      '小測驗',
      '延伸閱讀',
    ],
  },
  business: {
    topics: ['Excel', '財務報表', '專案管理', '簡報', '創業', '領導力', '談判', '投資理財'],
    titles: [
      '{t} 職場實戰',
      '上班族必學的 {t}',
      '{t} 高效工作術',
      '主管都在用的 {t} 技巧',
      '{t} 入門到精通',
    ],
    subtitles: [
      '把時間花在真正重要的事上',
      '用數據說話，讓老闆一次買單',
      '20 個職場情境演練，學了馬上用',
      '從新手到主管的必備能力',
    ],
    chapters: ['核心觀念', '工具與方法', '情境演練', '案例分析', '常見陷阱', '實戰應用'],
    lectures: [
      '觀念說明',
      '操作示範',
      '範本下載',
      '案例討論',
      '練習題',
      '常見問題',
      '重點整理',
      '延伸應用',
    ],
  },
  marketing: {
    topics: [
      '社群行銷',
      'SEO',
      '內容行銷',
      '電子報',
      '廣告投放',
      '數據分析',
      '品牌經營',
      '直播帶貨',
    ],
    titles: ['{t} 實戰攻略', '小品牌的 {t}', '{t} 從零開始', '{t} 成長駭客術', '讓業績翻倍的 {t}'],
    subtitles: [
      '轉換率提升 30% 的實戰方法',
      '不花大錢也能做出聲量',
      '從策略、執行到成效追蹤',
      '看懂數據，做出對的行銷決策',
    ],
    chapters: ['市場與受眾', '策略規劃', '內容產製', '投放與優化', '成效分析', '案例研究'],
    lectures: [
      '受眾輪廓',
      '競品分析',
      '文案技巧',
      '視覺素材',
      '工具設定',
      '報表解讀',
      'A/B 測試',
      '案例拆解',
    ],
  },
  photography: {
    topics: [
      '手機攝影',
      '人像攝影',
      '風景攝影',
      'Lightroom',
      '商品攝影',
      '街頭攝影',
      '底片攝影',
      '影片剪輯',
    ],
    titles: ['{t} 入門課', '{t} 進階技法', '{t} 完全指南', '跟著攝影師學 {t}', '{t} 美感養成'],
    subtitles: [
      '光線、構圖與色調，拍出有故事的照片',
      '一台手機也能拍出專業質感',
      '從拍攝到後製的完整流程',
      '10 個外拍實戰，累積你的作品集',
    ],
    chapters: ['器材與設定', '光線運用', '構圖技巧', '外拍實戰', '後製調色', '作品集經營'],
    lectures: [
      '相機設定',
      '曝光三要素',
      '自然光與人造光',
      '構圖練習',
      '外拍示範',
      '調色流程',
      '輸出設定',
      '作品講評',
    ],
  },
  music: {
    topics: ['吉他', '烏克麗麗', '鋼琴', '唱歌', '編曲', '爵士鼓', '作詞作曲', '混音'],
    titles: [
      '{t} 零基礎入門',
      '30 天學會 {t}',
      '{t} 自學全攻略',
      '{t} 進階技巧班',
      '從喜歡到會彈的 {t}',
    ],
    subtitles: [
      '從基本功到完整演奏一首歌',
      '專業樂手帶你建立正確觀念',
      '跟著練習，每週看得見進步',
      '樂理不再可怕，邊玩邊學',
    ],
    chapters: ['基本功', '樂理入門', '節奏訓練', '經典曲目練習', '即興與變化', '錄音與發表'],
    lectures: [
      '姿勢與暖身',
      '音階練習',
      '和弦進行',
      '節奏型',
      '曲目示範',
      '慢速練習',
      '常見問題',
      '伴奏音檔',
    ],
  },
  lifestyle: {
    topics: ['手沖咖啡', '烘焙', '料理', '居家收納', '瑜伽', '插花', '旅行規劃', '理財規劃'],
    titles: ['{t} 新手入門', '在家學 {t}', '{t} 的美好日常', '{t} 職人課', '{t} 全攻略'],
    subtitles: [
      '讓生活多一點儀式感',
      '職人親自示範，在家也能做到',
      '從工具挑選到完整實作',
      '週末兩小時，培養一個新興趣',
    ],
    chapters: ['工具與材料', '基礎技法', '經典實作', '進階變化', '生活應用'],
    lectures: [
      '工具介紹',
      '材料挑選',
      '步驟示範',
      '小技巧',
      '失敗原因分析',
      '延伸變化',
      '實作練習',
      '問答整理',
    ],
  },
};

/** Title of a course's first chapter. */
export const introChapter = '課程介紹';

/** Title of a course's last chapter (when it has four or more). */
export const outroChapter = '總結與下一步';

/** Lectures of a course's first chapter (the first one always opens the course). */
export const introLectures = [
  '課程介紹與學習地圖',
  '講師自我介紹',
  '課程資源下載',
  '學習方法建議',
  '工具與環境準備',
  '常見問題',
] as const;

/** Lectures of a course's last chapter. */
export const outroLectures = [
  '重點回顧',
  '延伸學習資源',
  '結業作業說明',
  '課後問答',
  '下一步學習建議',
  '結語',
] as const;

/** The most common surnames in Taiwan, most common first (lecturers' and students'). */
export const commonSurnames = [
  '陳',
  '林',
  '黃',
  '張',
  '李',
  '王',
  '吳',
  '劉',
  '蔡',
  '楊',
  '許',
  '鄭',
  '謝',
] as const;

/** Surnames of generated lecturers. */
export const surnames = [...commonSurnames, '郭', '洪', '曾', '邱', '廖', '賴', '周'];

/** Given names of generated lecturers. */
export const givenNames = [
  '怡君',
  '雅婷',
  '家豪',
  '志偉',
  '俊傑',
  '淑芬',
  '冠宇',
  '宗翰',
  '佳穎',
  '詩涵',
  '承恩',
  '柏宇',
  '品妤',
  '子晴',
  '彥廷',
  '思妤',
  '宇軒',
  '欣怡',
  '建宏',
  '美玲',
  '惠如',
  '育誠',
  '郁婷',
  '哲瑋',
];

/** The eight lecturers of the demo (group 0), each with a main category. */
export const featuredLecturers: readonly { readonly name: string; readonly category: Category }[] =
  [
    { name: '陳柏翰', category: 'photography' },
    { name: '林怡君', category: 'music' },
    { name: '黃志豪', category: 'business' },
    { name: '張雅筑', category: 'marketing' },
    { name: '劉冠廷', category: 'programming' },
    { name: '吳佩珊', category: 'language' },
    { name: '蔡宗翰', category: 'design' },
    { name: '許家瑜', category: 'lifestyle' },
  ];

/** A co-lecturer of a demo course: their share of the profit and what the owner lets them do. */
export interface FlagshipCoLecturer {
  readonly email: string;
  readonly share: number;
  readonly permissions: readonly TeachPermission[];
}

/** A hand-written course of a demo lecturer. */
export interface FlagshipCourse {
  readonly title: string;
  readonly subtitle: string;
  readonly category: Category;
  readonly status:
    'PUBLISH' | 'SCHEDULING' | 'DRAFT' | 'REVIEW' | 'OFFLINE' | 'PRESALE' | 'PREPARE';
  readonly price: number;
  /** A draft still without its introduction (the status screen says why it cannot be submitted). */
  readonly withoutIntroduction?: boolean;
  /** A presale's threshold and the students who bought so far. */
  readonly presale?: { readonly threshold: number; readonly count: number };
  readonly coLecturer?: FlagshipCoLecturer;
}

/** A hand-written ebook or article of a demo lecturer (one per status of their kind). */
export interface FlagshipItem {
  readonly title: string;
  readonly subtitle: string;
  readonly status: 'PUBLISH' | 'SCHEDULING' | 'DRAFT' | 'REVIEW' | 'OFFLINE';
  readonly price: number;
  readonly profession: ProfessionKey;
  /** What a reader takes away (the material screen). */
  readonly learnings: readonly string[];
}

/** Keys of the professions of the migrations (server/drizzle/0004_professions.sql). */
export type ProfessionKey =
  | 'software-engineer'
  | 'data-scientist'
  | 'designer'
  | 'product-manager'
  | 'marketer'
  | 'entrepreneur'
  | 'photographer'
  | 'musician'
  | 'language-teacher'
  | 'financial-analyst'
  | 'writer'
  | 'lifestyle-expert';

/** The profession of a category's items. */
export const categoryProfessions: Readonly<Record<Category, ProfessionKey>> = {
  programming: 'software-engineer',
  design: 'designer',
  language: 'language-teacher',
  business: 'entrepreneur',
  marketing: 'marketer',
  photography: 'photographer',
  music: 'musician',
  lifestyle: 'lifestyle-expert',
};

/** Who a category's courses are for (the student screen). */
export const categoryAudiences: Readonly<Record<Category, readonly string[]>> = {
  programming: ['想轉職軟體工程師的人', '想用程式提升工作效率的上班族', '對程式設計有興趣的學生'],
  design: ['想成為設計師的新手', '需要自己做簡報與社群圖的上班族', '想系統化整理設計觀念的人'],
  language: ['準備出國旅遊或留學的人', '工作上需要外語溝通的人', '想重新打好語言基礎的人'],
  business: ['正在創業或準備創業的人', '想升任主管的上班族', '想看懂財報與商業模式的人'],
  marketing: ['中小企業老闆與行銷人員', '經營個人品牌的創作者', '想轉職數位行銷的人'],
  photography: ['剛買第一台相機的新手', '想拍好旅遊與生活照的人', '想接案的攝影愛好者'],
  music: ['從零開始學樂器的大人', '想自己編曲錄音的創作者', '想重拾音樂興趣的人'],
  lifestyle: ['想讓生活更有質感的人', '想培養新嗜好的上班族', '喜歡動手做的人'],
};

/** What a course asks of its students, by its level (from easy to hard). */
export const levelRequirements = {
  easy: ['不需要任何基礎', '一台可以上網的電腦'],
  middle: ['具備基礎概念', '每週約 3 小時的練習時間'],
  hard: ['具備相關實務經驗', '熟悉常用工具的基本操作'],
} as const;

/** Who the demo ebooks are for. */
export const ebookAudiences = ['想利用零碎時間學習的人', '需要一本隨手查閱參考書的人'] as const;

/** The courses of teacher@example.com (王大明): every status, one title with a literal `%`. */
export const teacherCourses: readonly FlagshipCourse[] = [
  {
    title: 'Python 資料分析入門：從 Excel 到 Pandas',
    subtitle: '用真實資料集學會清理、分析與視覺化',
    category: 'programming',
    status: 'PUBLISH',
    price: 2400,
  },
  {
    title: 'JavaScript 全端開發實戰',
    subtitle: '從瀏覽器到伺服器，一個語言打通前後端',
    category: 'programming',
    status: 'PUBLISH',
    price: 3600,
    // Co-taught: 李美華 edits its information and takes 30 % of the lecturers' profit.
    coLecturer: { email: 'teacher2@example.com', share: 30, permissions: ['infos'] },
  },
  {
    title: '零基礎學程式：從 Scratch 到 python',
    subtitle: '給完全沒寫過程式的你，輕鬆跨出第一步',
    category: 'programming',
    status: 'PUBLISH',
    price: 0,
  },
  {
    title: 'React 19 前端工程師養成班',
    subtitle: '元件設計、狀態管理與效能優化一次學會',
    category: 'programming',
    status: 'SCHEDULING',
    price: 4200,
  },
  {
    title: 'TypeScript 型別設計心法',
    subtitle: '讓編譯器替你抓錯，寫出有自信的程式',
    category: 'programming',
    status: 'DRAFT',
    price: 1680,
  },
  {
    title: 'SQL 資料庫查詢 100 問',
    subtitle: '從 user_id 到視窗函式，寫出又快又對的查詢',
    category: 'programming',
    status: 'DRAFT',
    price: 1280,
    withoutIntroduction: true,
  },
  {
    title: '用 Go 打造高併發後端服務',
    subtitle: 'goroutine、channel 與微服務架構實戰',
    category: 'programming',
    status: 'REVIEW',
    price: 3600,
  },
  {
    title: 'Git 與 GitHub 團隊協作',
    subtitle: '分支策略、Code Review 與自動化流程',
    category: 'programming',
    status: 'OFFLINE',
    price: 990,
  },
  {
    title: 'AI 程式助理實戰：開發效率提升 200%',
    subtitle: '把生成式 AI 變成你最可靠的結對夥伴',
    category: 'programming',
    status: 'PRESALE',
    price: 2800,
    // The threshold is met: an administrator may move it to preparation.
    presale: { threshold: 100, count: 128 },
  },
  {
    title: 'Docker 與 Kubernetes 雲端部署',
    subtitle: '從容器化到自動擴展的維運全攻略',
    category: 'programming',
    status: 'PREPARE',
    price: 12800,
  },
];

/** The courses of teacher2@example.com (李美華): every status. */
export const teacher2Courses: readonly FlagshipCourse[] = [
  {
    title: 'Figma 介面設計從零到一',
    subtitle: '元件、變體與自動排版，做出可交付的設計稿',
    category: 'design',
    status: 'PUBLISH',
    price: 2400,
  },
  {
    title: '日常英文會話 30 天',
    subtitle: '每天 15 分鐘，開口說出自信',
    category: 'language',
    status: 'PUBLISH',
    price: 1680,
  },
  {
    title: '品牌識別設計實戰',
    subtitle: '從品牌故事到 Logo 與視覺規範',
    category: 'design',
    status: 'SCHEDULING',
    price: 3600,
  },
  {
    title: '日語五十音完全攻略',
    subtitle: '平假名、片假名一次記起來',
    category: 'language',
    status: 'DRAFT',
    price: 990,
  },
  {
    title: 'UI/UX 使用者研究方法',
    subtitle: '訪談、可用性測試與洞察整理',
    category: 'design',
    status: 'REVIEW',
    price: 2800,
  },
  {
    title: '商業簡報設計術',
    subtitle: '讓數據與故事一眼就懂',
    category: 'design',
    status: 'OFFLINE',
    price: 1280,
  },
  {
    title: '多益 900 分衝刺班',
    subtitle: '聽力與閱讀解題策略完整公開',
    category: 'language',
    status: 'PRESALE',
    price: 3600,
    // Not met yet.
    presale: { threshold: 80, count: 35 },
  },
  {
    title: '插畫入門：用 Procreate 畫出你的風格',
    subtitle: '從線稿、上色到完成一張作品',
    category: 'design',
    status: 'PREPARE',
    price: 1980,
  },
];

/**
 * More published courses of teacher@example.com, planned after every other item of the demo (so
 * the earlier items keep their ids and draws): each demo lecturer owns six published courses,
 * each with its students' questions, discussions, feedbacks and works (seed/interactions.ts).
 */
export const teacherMoreCourses: readonly FlagshipCourse[] = [
  {
    title: '資料視覺化：用 Python 說故事',
    subtitle: '用 Matplotlib 與 Plotly 做出一眼就懂的圖表',
    category: 'programming',
    status: 'PUBLISH',
    price: 1980,
  },
  {
    title: 'Excel 自動化：VBA 與 Power Query 實戰',
    subtitle: '把每週重複三小時的報表變成一鍵完成',
    category: 'programming',
    status: 'PUBLISH',
    price: 1680,
  },
  {
    title: '演算法面試特訓班',
    subtitle: '50 道經典題目，練出解題思路與表達',
    category: 'programming',
    status: 'PUBLISH',
    price: 2800,
  },
];

/** More published courses of teacher2@example.com (see teacherMoreCourses). */
export const teacher2MoreCourses: readonly FlagshipCourse[] = [
  {
    title: '色彩學：配色不再靠感覺',
    subtitle: '從色相環到品牌配色，建立有根據的選色方法',
    category: 'design',
    status: 'PUBLISH',
    price: 1280,
  },
  {
    title: '英文商務書信寫作',
    subtitle: '詢價、報價到客訴回覆，寫出專業又得體的信',
    category: 'language',
    status: 'PUBLISH',
    price: 1980,
  },
  {
    title: '手機攝影構圖技巧',
    subtitle: '不用換相機，拍出有故事的照片',
    category: 'photography',
    status: 'PUBLISH',
    price: 990,
  },
  {
    title: 'UI 動態設計入門',
    subtitle: '用 Figma 與 After Effects 做出有溫度的互動',
    category: 'design',
    status: 'PUBLISH',
    price: 2400,
    // Co-taught: 王大明 answers its students (and edits nothing else) for 20 % of the profit.
    coLecturer: { email: 'teacher@example.com', share: 20, permissions: ['interactions'] },
  },
];

/** The ebooks of teacher@example.com: one per card type. */
export const teacherEbooks: readonly FlagshipItem[] = [
  {
    title: 'Python 速查手冊',
    subtitle: '常用語法與標準函式庫一次備齊',
    status: 'PUBLISH',
    price: 390,
    profession: 'software-engineer',
    learnings: ['快速查到常用語法', '善用標準函式庫', '避開新手常犯的錯誤'],
  },
  {
    title: '前端面試題解 120 題',
    subtitle: '從 HTML、CSS 到 JavaScript 的面試重點',
    status: 'SCHEDULING',
    price: 490,
    profession: 'software-engineer',
    learnings: ['掌握前端面試常考觀念', '用自己的話說明解題思路'],
  },
  {
    title: 'Git 指令圖解',
    subtitle: '用圖看懂分支、合併與重定基底',
    status: 'DRAFT',
    price: 290,
    profession: 'software-engineer',
    learnings: ['看懂分支與合併', '安全地改寫提交紀錄'],
  },
  {
    title: '資料結構與演算法筆記',
    subtitle: '用 Python 實作 20 種常見結構',
    status: 'REVIEW',
    price: 450,
    profession: 'data-scientist',
    learnings: ['實作常見資料結構', '分析演算法的時間複雜度'],
  },
  {
    title: 'jQuery 網頁開發經典技巧',
    subtitle: '維護舊專案必備的老派功夫',
    status: 'OFFLINE',
    price: 190,
    profession: 'software-engineer',
    learnings: ['讀懂舊專案的 jQuery 程式', '逐步改寫成原生 JavaScript'],
  },
];

/** The articles of teacher@example.com: one per card type. */
export const teacherArticles: readonly FlagshipItem[] = [
  {
    title: '為什麼我推薦新手先學 Python',
    subtitle: '從十年教學經驗看第一個程式語言的選擇',
    status: 'PUBLISH',
    price: 0,
    profession: 'software-engineer',
    learnings: ['選擇第一個程式語言的考量'],
  },
  {
    title: '2027 前端技術趨勢觀察',
    subtitle: '框架、工具鏈與瀏覽器新功能',
    status: 'SCHEDULING',
    price: 0,
    profession: 'software-engineer',
    learnings: ['掌握前端生態系的新方向'],
  },
  {
    title: '寫給轉職工程師的第一封信',
    subtitle: '學習路線、作品集與面試準備',
    status: 'DRAFT',
    price: 0,
    profession: 'software-engineer',
    learnings: ['規劃轉職的學習路線'],
  },
  {
    title: '程式碼審查的 10 個好習慣',
    subtitle: '讓 Code Review 成為團隊的助力',
    status: 'REVIEW',
    price: 0,
    profession: 'software-engineer',
    learnings: ['給出具體又友善的審查意見'],
  },
  {
    title: '我的 Vim 設定檔分享',
    subtitle: '外掛、快捷鍵與日常工作流程',
    status: 'OFFLINE',
    price: 0,
    profession: 'software-engineer',
    learnings: ['打造順手的編輯器'],
  },
];

/** The ebooks of teacher2@example.com: one per card type. */
export const teacher2Ebooks: readonly FlagshipItem[] = [
  {
    title: '配色靈感手帖',
    subtitle: '100 組實用配色與使用情境',
    status: 'PUBLISH',
    price: 350,
    profession: 'designer',
    learnings: ['依情境挑選配色', '調整色彩的明度與彩度'],
  },
  {
    title: '英文商務書信範本集',
    subtitle: '50 種職場情境，直接套用',
    status: 'SCHEDULING',
    price: 420,
    profession: 'language-teacher',
    learnings: ['寫出得體的商務書信', '掌握常用的商務句型'],
  },
  {
    title: '設計師的字體課',
    subtitle: '中英文字體搭配原則',
    status: 'DRAFT',
    price: 390,
    profession: 'designer',
    learnings: ['認識字體的分類', '搭配中英文字體'],
  },
  {
    title: '日語旅遊會話小冊',
    subtitle: '點餐、問路、購物一本搞定',
    status: 'REVIEW',
    price: 250,
    profession: 'language-teacher',
    learnings: ['應付旅遊常見情境的日語'],
  },
  {
    title: 'Sketch 快捷鍵大全',
    subtitle: '舊版工具的效率秘訣',
    status: 'OFFLINE',
    price: 150,
    profession: 'designer',
    learnings: ['用快捷鍵加快作業速度'],
  },
];

/** The articles of teacher2@example.com: one per card type. */
export const teacher2Articles: readonly FlagshipItem[] = [
  {
    title: '設計作品集的 5 個常見錯誤',
    subtitle: '讓面試官一眼看見你的能力',
    status: 'PUBLISH',
    price: 0,
    profession: 'designer',
    learnings: ['整理出有說服力的作品集'],
  },
  {
    title: '如何用 30 天養成英文閱讀習慣',
    subtitle: '選書、筆記與複習的方法',
    status: 'SCHEDULING',
    price: 0,
    profession: 'language-teacher',
    learnings: ['建立每天閱讀英文的習慣'],
  },
  {
    title: '我如何準備多益考試',
    subtitle: '三個月從 650 分到 900 分',
    status: 'DRAFT',
    price: 0,
    profession: 'language-teacher',
    learnings: ['安排多益的準備進度'],
  },
  {
    title: '好的介面文案長什麼樣子',
    subtitle: '按鈕、錯誤訊息與空狀態的寫法',
    status: 'REVIEW',
    price: 0,
    profession: 'designer',
    learnings: ['寫出清楚好懂的介面文案'],
  },
  {
    title: '年度設計工具回顧',
    subtitle: '這一年我換掉與留下的工具',
    status: 'OFFLINE',
    price: 0,
    profession: 'designer',
    learnings: ['挑選適合自己的設計工具'],
  },
];
