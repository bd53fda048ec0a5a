CREATE TYPE "public"."banner_type" AS ENUM('top-banner', 'top-banner-2', 'top-banner-campaign');--> statement-breakpoint
CREATE TYPE "public"."body_type" AS ENUM('Hatchback', 'MiniBus', 'Pickup', 'Sedan', 'Sports', 'Suv', 'TruckEtc', 'UtilityVan', 'Wagon', 'bus20Seats');--> statement-breakpoint
CREATE TYPE "public"."contact_title" AS ENUM('Company', 'Mr', 'Ms');--> statement-breakpoint
CREATE TYPE "public"."container_type" AS ENUM('RoRo', 'Container20F', 'ContainerHighCube');--> statement-breakpoint
CREATE TYPE "public"."drive_type" AS ENUM('Type2Wd', 'TypeFullTime4Wd', 'TypePartTime4Wd');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('Cng', 'Diesel', 'Electric', 'Hybrid', 'Lpg', 'Petrol', 'PluginHybrid');--> statement-breakpoint
CREATE TYPE "public"."quality_grade" AS ENUM('A', 'B', 'Csc');--> statement-breakpoint
CREATE TYPE "public"."transmission_type" AS ENUM('Automatic', 'Manual');--> statement-breakpoint
CREATE TYPE "public"."user_order_list_type" AS ENUM('Ordered', 'Sold');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('ComingSoon', 'LocalStockDeleted', 'LocalStockOnSale', 'OnHold', 'OnSale', 'Other', 'SoldOut', 'SoldOutAuction', 'SoldOutRecently');--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"hex" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "colors_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "colors_name_unique" UNIQUE("name"),
	CONSTRAINT "colors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "makers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "makers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "makers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"maker_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_type" "body_type" NOT NULL,
	"generation" text,
	"model_codes" text[] DEFAULT '{}' NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"grades" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "models_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"original_text" text NOT NULL,
	"target_text" text NOT NULL,
	"normalized_text" text NOT NULL,
	"kind" text NOT NULL,
	"vehicle_count" integer DEFAULT 0 NOT NULL,
	"extra" jsonb,
	CONSTRAINT "search_keywords_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "vehicle_views" (
	"vehicle_id" integer NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "vehicle_views_vehicle_id_visitor_hash_day_pk" PRIMARY KEY("vehicle_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"stock_number" text NOT NULL,
	"status" "vehicle_status" DEFAULT 'OnSale' NOT NULL,
	"is_listed" boolean GENERATED ALWAYS AS (status in ('OnSale', 'LocalStockOnSale', 'ComingSoon', 'OnHold', 'SoldOutRecently')) STORED NOT NULL,
	"fav_number" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"price_fob" integer NOT NULL,
	"distributor_price" integer,
	"original_price" integer,
	"discount" integer GENERATED ALWAYS AS (greatest(coalesce(original_price, 0) - price_fob, 0)) STORED NOT NULL,
	"image_paths" text[] DEFAULT '{}' NOT NULL,
	"movie_url" text,
	"remarks" text,
	"good_points" text,
	"maker_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"maker_model_key" text NOT NULL,
	"model_grade" text,
	"grade" text,
	"year4" integer NOT NULL,
	"month" integer,
	"seat_belt_year" integer,
	"model_number" text,
	"chassis_number_head" text,
	"chassis_number_serial_number" text,
	"engine_number" text,
	"engine_size" integer DEFAULT 0 NOT NULL,
	"cc_rating" text,
	"num_of_cylinders" integer,
	"fuel_type" "fuel_type" NOT NULL,
	"kilo_meters" integer NOT NULL,
	"transmission_type" "transmission_type" NOT NULL,
	"drive_type" "drive_type" NOT NULL,
	"is4wd" boolean DEFAULT false NOT NULL,
	"doors" integer,
	"seat" integer,
	"color_id" integer,
	"is_left_handle" boolean DEFAULT false NOT NULL,
	"is_turbo" boolean DEFAULT false NOT NULL,
	"is_intercooler" boolean DEFAULT false NOT NULL,
	"weight_kg" integer,
	"height_cm" integer,
	"length_cm" integer,
	"width_cm" integer,
	"region" text,
	"type" "body_type" NOT NULL,
	"volume" numeric(8, 3) NOT NULL,
	"container_type" "container_type",
	"loading_port_id" integer,
	"search_area_ref" text,
	"quality_grade" "quality_grade" DEFAULT 'B' NOT NULL,
	"is_multi_function_display" boolean DEFAULT false NOT NULL,
	"is_radio_af_fm" boolean DEFAULT false NOT NULL,
	"spare_tire_type" text,
	"tire_type" text,
	"tire_size_front" text,
	"tire_size_rear" text,
	"tire_condition_front" integer,
	"tire_condition_rear" integer,
	"option_new_tires_price" integer,
	"option_alloy_wheels_price" integer,
	"option_spare_key_type" text,
	"option_spare_key_price" integer,
	"option_maintenance_package_price" integer,
	"option_battery_price" integer,
	"option_premium_package_price" integer,
	"option_audio_price" integer,
	"inspection_cost" integer,
	"campaign_banner_id" integer,
	"is_air_conditioning" boolean DEFAULT false NOT NULL,
	"is_power_steering" boolean DEFAULT false NOT NULL,
	"is_power_windows" boolean DEFAULT false NOT NULL,
	"is_power_mirrors" boolean DEFAULT false NOT NULL,
	"is_central_locking" boolean DEFAULT false NOT NULL,
	"is_alloy_wheels" boolean DEFAULT false NOT NULL,
	"is_sun_roof" boolean DEFAULT false NOT NULL,
	"is_leather_seats" boolean DEFAULT false NOT NULL,
	"is_anti_lock_brakes" boolean DEFAULT false NOT NULL,
	"is_cruise_control" boolean DEFAULT false NOT NULL,
	"is_srs_airbag" boolean DEFAULT false NOT NULL,
	"is_back_camera" boolean DEFAULT false NOT NULL,
	"is_sliding_door" boolean DEFAULT false NOT NULL,
	"is_hid_headlights" boolean DEFAULT false NOT NULL,
	"is_led_headlights" boolean DEFAULT false NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "vehicles_stockNumber_unique" UNIQUE("stock_number")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"campaign_code" text,
	"discount_jpy" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"min_price_jpy" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "campaigns_campaignCode_unique" UNIQUE("campaign_code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"coupon_code" text NOT NULL,
	"discount_jpy" integer NOT NULL,
	"min_price_jpy" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "coupons_couponCode_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"destination_port_id" integer,
	"final_destination_city" text,
	"is_cif" boolean DEFAULT true NOT NULL,
	"container_type" "container_type" DEFAULT 'RoRo' NOT NULL,
	"total_cif" integer NOT NULL,
	"item_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_coupon_id" integer,
	"campaign_name" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "shipping_informations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_informations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"is_shipping_details_confirmed" boolean DEFAULT false NOT NULL,
	"is_shipping_arrangements_started" boolean DEFAULT false NOT NULL,
	"is_vessel_departure_confirmed" boolean DEFAULT false NOT NULL,
	"ship_name" text,
	"destination_port_id" integer,
	"departure_at" timestamp with time zone,
	"estimated_arrival_at" timestamp with time zone,
	"mmsi_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_informations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shipping_informations_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_coupons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"list_type" "user_order_list_type" DEFAULT 'Ordered' NOT NULL,
	"display_date" timestamp with time zone DEFAULT now() NOT NULL,
	"total_price" integer NOT NULL,
	"dhl_key_information" text,
	"dhl_information" text,
	CONSTRAINT "user_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "user_orders_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"banner_type" "banner_type" NOT NULL,
	"language" text NOT NULL,
	"pc_image_url" text NOT NULL,
	"sp_image_url" text NOT NULL,
	"alt" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "country_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text NOT NULL,
	"header_image_pc" text,
	"header_image_sp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "country_pages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"news_name" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"page_name" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text NOT NULL,
	"header_image_pc" text,
	"header_image_sp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "persons_in_charge" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "persons_in_charge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"whats_app_number" text,
	"email" text,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"markets" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "persons_in_charge_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"country_id" integer,
	"person_in_charge_id" integer,
	"maker_id" integer,
	"model_id" integer,
	"vehicle_model" text,
	"thumbnail_url" text,
	CONSTRAINT "testimonials_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"local_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"region" text,
	"default_currency_id" integer,
	"drives_on" text DEFAULT 'left' NOT NULL,
	"right_hand_drive_allowed" boolean,
	"left_hand_drive_allowed" boolean DEFAULT true NOT NULL,
	"steering_note" text,
	"used_imports_allowed" boolean DEFAULT true NOT NULL,
	"age_limit_years" integer,
	"age_counted_from" text,
	"age_rule" text,
	"inspection_required" boolean DEFAULT false NOT NULL,
	"inspection_agency" text,
	"inspection_fee_jpy" integer,
	"certainty" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_cifs" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"additional_price" integer DEFAULT 0 NOT NULL,
	"additional_price_field_name" text,
	"insurance_rate_percent" numeric(5, 3) DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_ports" (
	"country_id" integer NOT NULL,
	"port_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "country_ports_country_id_port_id_pk" PRIMARY KEY("country_id","port_id")
);
--> statement-breakpoint
CREATE TABLE "country_regulation_messages" (
	"country_id" integer NOT NULL,
	"language" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "country_regulation_messages_country_id_language_pk" PRIMARY KEY("country_id","language")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	"display_decimals" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "currencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "inland_trans_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inland_trans_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"port_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"final_destination_city" text NOT NULL,
	"transport_type" text NOT NULL,
	"inland_freight" integer NOT NULL,
	"distance_km" integer,
	"days_min" integer,
	"days_max" integer,
	"via" text,
	CONSTRAINT "inland_trans_routes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "port_cifs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_cifs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"port_id" integer NOT NULL,
	"loading_port_id" integer NOT NULL,
	"container_type" "container_type" DEFAULT 'RoRo' NOT NULL,
	"freight_price" integer,
	"freight20_f_price" integer,
	"freight_high_cube_price" integer,
	"extra_price" integer DEFAULT 0 NOT NULL,
	"additional_price_field_name" text,
	"transit_days" integer,
	CONSTRAINT "port_cifs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "port_clearing_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_clearing_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"port_id" integer NOT NULL,
	"clearance_freight" integer NOT NULL,
	CONSTRAINT "port_clearing_routes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "port_clearing_routes_portId_unique" UNIQUE("port_id")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"is_loading_port" boolean DEFAULT false NOT NULL,
	"roro_service" boolean DEFAULT true NOT NULL,
	"note" text,
	CONSTRAINT "ports_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "ports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" text NOT NULL,
	"group_name" text NOT NULL,
	CONSTRAINT "user_groups_user_id_group_name_pk" PRIMARY KEY("user_id","group_name")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" "contact_title",
	"first_name" text,
	"last_name" text,
	"telephone" text,
	"mobile" text,
	"fax" text,
	"country_id" integer,
	"city" text,
	"address" text,
	"state" text,
	"port_id" integer,
	"dealer_rank" text,
	"person_in_charge_id" integer,
	"consignee_name" text,
	"consignee_address" text,
	"consignee_telephone" text,
	"consignee_country_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"country_id" integer,
	"country_name" text,
	"subject" text,
	"message" text NOT NULL,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"whats_app_number" text NOT NULL,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_distributor_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_distributor_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text,
	"maker_name" text,
	"model_name" text,
	"color_name" text,
	"quantity" integer,
	"message" text,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_distributor_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_special_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_special_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text,
	"budget" integer,
	"year_from" integer,
	"year_to" integer,
	"distance" integer,
	"additional_spec" text,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_special_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "vehicle_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"vehicle_id" integer NOT NULL,
	"stock_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_id" integer,
	"country_name" text,
	"message" text NOT NULL,
	"language" text,
	"campaign_code" text,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_inquiries_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_loading_port_id_ports_id_fk" FOREIGN KEY ("loading_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_campaign_banner_id_banners_id_fk" FOREIGN KEY ("campaign_banner_id") REFERENCES "public"."banners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_destination_port_id_ports_id_fk" FOREIGN KEY ("destination_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_informations" ADD CONSTRAINT "shipping_informations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_informations" ADD CONSTRAINT "shipping_informations_destination_port_id_ports_id_fk" FOREIGN KEY ("destination_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_histories" ADD CONSTRAINT "user_histories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_histories" ADD CONSTRAINT "user_histories_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_pages" ADD CONSTRAINT "country_pages_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_person_in_charge_id_persons_in_charge_id_fk" FOREIGN KEY ("person_in_charge_id") REFERENCES "public"."persons_in_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_currency_id_currencies_id_fk" FOREIGN KEY ("default_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_cifs" ADD CONSTRAINT "country_cifs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_ports" ADD CONSTRAINT "country_ports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_ports" ADD CONSTRAINT "country_ports_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_regulation_messages" ADD CONSTRAINT "country_regulation_messages_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inland_trans_routes" ADD CONSTRAINT "inland_trans_routes_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inland_trans_routes" ADD CONSTRAINT "inland_trans_routes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_cifs" ADD CONSTRAINT "port_cifs_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_cifs" ADD CONSTRAINT "port_cifs_loading_port_id_ports_id_fk" FOREIGN KEY ("loading_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_clearing_routes" ADD CONSTRAINT "port_clearing_routes_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_person_in_charge_id_persons_in_charge_id_fk" FOREIGN KEY ("person_in_charge_id") REFERENCES "public"."persons_in_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_consignee_country_id_countries_id_fk" FOREIGN KEY ("consignee_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programs" ADD CONSTRAINT "referral_programs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_distributor_requests" ADD CONSTRAINT "user_distributor_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_requests" ADD CONSTRAINT "user_special_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inquiries" ADD CONSTRAINT "vehicle_inquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inquiries" ADD CONSTRAINT "vehicle_inquiries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inquiries" ADD CONSTRAINT "vehicle_inquiries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "models_maker_id_name_index" ON "models" USING btree ("maker_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_normalized_text_target_text_index" ON "search_keywords" USING btree ("normalized_text","target_text");--> statement-breakpoint
CREATE INDEX "search_keywords_normalized_text_index" ON "search_keywords" USING btree ("normalized_text");--> statement-breakpoint
CREATE INDEX "vehicles_listed_new_idx" ON "vehicles" USING btree ("arrived_at","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_price_idx" ON "vehicles" USING btree ("price_fob","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_year_idx" ON "vehicles" USING btree ("year4","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_km_idx" ON "vehicles" USING btree ("kilo_meters","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_engine_idx" ON "vehicles" USING btree ("engine_size","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_discount_idx" ON "vehicles" USING btree ("discount","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_maker_model_idx" ON "vehicles" USING btree ("maker_model_key","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_maker_idx" ON "vehicles" USING btree ("maker_id","arrived_at","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_model_idx" ON "vehicles" USING btree ("model_id","arrived_at","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "vehicles_listed_type_idx" ON "vehicles" USING btree ("type","arrived_at","id") WHERE is_listed;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_id_vehicle_id_index" ON "favorites" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "favorites_user_id_id_index" ON "favorites" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_ordered_at_index" ON "orders" USING btree ("user_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vehicle_unique" ON "orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_coupon_id_index" ON "user_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_id_id_index" ON "user_coupons" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_histories_user_id_vehicle_id_index" ON "user_histories" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "user_histories_user_id_viewed_at_index" ON "user_histories" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "user_orders_user_id_list_type_display_date_id_index" ON "user_orders" USING btree ("user_id","list_type","display_date","id");--> statement-breakpoint
CREATE INDEX "banners_banner_type_language_sort_order_index" ON "banners" USING btree ("banner_type","language","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "country_pages_page_name_language_index" ON "country_pages" USING btree ("page_name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "news_news_name_language_index" ON "news" USING btree ("news_name","language");--> statement-breakpoint
CREATE INDEX "news_language_published_at_id_index" ON "news" USING btree ("language","published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_page_name_language_index" ON "pages" USING btree ("page_name","language");--> statement-breakpoint
CREATE INDEX "testimonials_reviewed_at_id_index" ON "testimonials" USING btree ("reviewed_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_country_id_index" ON "testimonials" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "testimonials_maker_id_model_id_index" ON "testimonials" USING btree ("maker_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_language_key_index" ON "translations" USING btree ("language","key");--> statement-breakpoint
CREATE INDEX "countries_sort_order_name_index" ON "countries" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "inland_trans_routes_country_id_index" ON "inland_trans_routes" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inland_trans_routes_port_id_final_destination_city_transport_type_index" ON "inland_trans_routes" USING btree ("port_id","final_destination_city","transport_type");--> statement-breakpoint
CREATE UNIQUE INDEX "port_cifs_port_id_loading_port_id_index" ON "port_cifs" USING btree ("port_id","loading_port_id");--> statement-breakpoint
CREATE INDEX "ports_country_id_index" ON "ports" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "vehicle_inquiries_vehicle_id_index" ON "vehicle_inquiries" USING btree ("vehicle_id");