ALTER TABLE "vehicles" ADD COLUMN "remarks_fr" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "remarks_pt" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "remarks_ru" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "good_points_fr" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "good_points_pt" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "good_points_ru" text;