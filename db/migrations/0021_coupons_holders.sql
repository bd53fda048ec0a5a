-- Until now a coupon with a holder was that holder's alone (issued to them, or used by them when it was
-- open to anyone): it stays theirs. A coupon nobody holds stays open to anyone.
UPDATE "coupons" SET "for_anyone" = false WHERE EXISTS (SELECT 1 FROM "user_coupons" WHERE "user_coupons"."coupon_id" = "coupons"."id");
