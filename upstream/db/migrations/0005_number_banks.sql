CREATE TABLE "bank_numbers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"province_id" smallint NOT NULL,
	"county_id" smallint NOT NULL,
	"city_id" smallint NOT NULL,
	"gender" smallint NOT NULL,
	"birth_year" smallint NOT NULL,
	"postal_code" bigint NOT NULL,
	"longitude" real NOT NULL,
	"latitude" real NOT NULL,
	"tower_id" integer
);
--> statement-breakpoint
CREATE TABLE "geo_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"county_id" integer NOT NULL,
	"name" text NOT NULL,
	"longitude" real NOT NULL,
	"latitude" real NOT NULL,
	"center_precision" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"population" integer NOT NULL,
	"weight" real NOT NULL,
	"postal_prefix" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_numbers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"main_category_id" smallint NOT NULL,
	"sub_category_id" smallint NOT NULL,
	"operator" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sub_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"main_category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towers" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"county_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"longitude" real NOT NULL,
	"latitude" real NOT NULL,
	"radius_km" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_cities" ADD CONSTRAINT "geo_cities_province_id_geo_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."geo_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_cities" ADD CONSTRAINT "geo_cities_county_id_geo_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."geo_counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_counties" ADD CONSTRAINT "geo_counties_province_id_geo_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."geo_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sub_categories" ADD CONSTRAINT "job_sub_categories_main_category_id_job_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towers" ADD CONSTRAINT "towers_city_id_geo_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_numbers_place_idx" ON "bank_numbers" USING btree ("province_id","county_id","city_id","gender","birth_year","operator");--> statement-breakpoint
CREATE INDEX "bank_numbers_postal_idx" ON "bank_numbers" USING btree ("postal_code","gender","birth_year","operator");--> statement-breakpoint
CREATE INDEX "bank_numbers_tower_idx" ON "bank_numbers" USING btree ("tower_id") WHERE "bank_numbers"."tower_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_numbers_point_idx" ON "bank_numbers" USING brin ("longitude","latitude");--> statement-breakpoint
CREATE INDEX "geo_cities_county_idx" ON "geo_cities" USING btree ("county_id");--> statement-breakpoint
CREATE INDEX "geo_cities_province_idx" ON "geo_cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "geo_counties_province_idx" ON "geo_counties" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "job_numbers_category_idx" ON "job_numbers" USING btree ("main_category_id","sub_category_id","operator");--> statement-breakpoint
CREATE INDEX "job_sub_categories_main_idx" ON "job_sub_categories" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "towers_place_idx" ON "towers" USING btree ("province_id","county_id","city_id");