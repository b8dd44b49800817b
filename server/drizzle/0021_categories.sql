CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
INSERT INTO "categories" ("key", "names", "sort_order") VALUES
  ('programming', '{"zh-TW": "程式設計", "zh-CN": "编程", "en": "Programming"}', 1),
  ('design', '{"zh-TW": "設計", "zh-CN": "设计", "en": "Design"}', 2),
  ('language', '{"zh-TW": "語言", "zh-CN": "语言", "en": "Languages"}', 3),
  ('business', '{"zh-TW": "商業", "zh-CN": "商业", "en": "Business"}', 4),
  ('marketing', '{"zh-TW": "行銷", "zh-CN": "营销", "en": "Marketing"}', 5),
  ('photography', '{"zh-TW": "攝影", "zh-CN": "摄影", "en": "Photography"}', 6),
  ('music', '{"zh-TW": "音樂", "zh-CN": "音乐", "en": "Music"}', 7),
  ('lifestyle', '{"zh-TW": "生活品味", "zh-CN": "生活方式", "en": "Lifestyle"}', 8);
