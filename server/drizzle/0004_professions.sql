-- Reference data: the professions a lecturer picks for an item (GET /lecturers/v2/professions).
INSERT INTO "professions" ("key", "names") VALUES
  ('software-engineer', '{"zh-TW": "軟體工程師", "zh-CN": "软件工程师", "en": "Software engineer"}'),
  ('data-scientist', '{"zh-TW": "資料科學家", "zh-CN": "数据科学家", "en": "Data scientist"}'),
  ('designer', '{"zh-TW": "設計師", "zh-CN": "设计师", "en": "Designer"}'),
  ('product-manager', '{"zh-TW": "產品經理", "zh-CN": "产品经理", "en": "Product manager"}'),
  ('marketer', '{"zh-TW": "行銷人員", "zh-CN": "营销人员", "en": "Marketer"}'),
  ('entrepreneur', '{"zh-TW": "創業家", "zh-CN": "创业者", "en": "Entrepreneur"}'),
  ('photographer', '{"zh-TW": "攝影師", "zh-CN": "摄影师", "en": "Photographer"}'),
  ('musician', '{"zh-TW": "音樂人", "zh-CN": "音乐人", "en": "Musician"}'),
  ('language-teacher', '{"zh-TW": "語言教師", "zh-CN": "语言教师", "en": "Language teacher"}'),
  ('financial-analyst', '{"zh-TW": "財務分析師", "zh-CN": "财务分析师", "en": "Financial analyst"}'),
  ('writer', '{"zh-TW": "作家", "zh-CN": "作家", "en": "Writer"}'),
  ('lifestyle-expert', '{"zh-TW": "生活達人", "zh-CN": "生活达人", "en": "Lifestyle expert"}')
ON CONFLICT ("key") DO NOTHING;
