// The spec's enumerations as PostgreSQL enum types.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  FUEL_TYPES,
  TRANSMISSION_TYPES,
  DRIVE_TYPES,
  CONTACT_TITLES,
  QUALITY_GRADES,
  VEHICLE_STATUSES,
  BANNER_TYPES,
  CONTAINER_TYPES,
  USER_ORDER_LIST_TYPES,
  ORDER_STATUSES,
  ORDER_DOCUMENT_KINDS,
  PUBLICATION_STATUSES,
} from './enum-values.ts';

export * from './enum-values.ts';

export const bodyTypeEnum = pgEnum('body_type', BODY_TYPES);
export const fuelTypeEnum = pgEnum('fuel_type', FUEL_TYPES);
export const transmissionTypeEnum = pgEnum('transmission_type', TRANSMISSION_TYPES);
export const driveTypeEnum = pgEnum('drive_type', DRIVE_TYPES);
export const contactTitleEnum = pgEnum('contact_title', CONTACT_TITLES);
export const qualityGradeEnum = pgEnum('quality_grade', QUALITY_GRADES);
export const vehicleStatusEnum = pgEnum('vehicle_status', VEHICLE_STATUSES);
export const bannerTypeEnum = pgEnum('banner_type', BANNER_TYPES);
export const containerTypeEnum = pgEnum('container_type', CONTAINER_TYPES);
export const userOrderListTypeEnum = pgEnum('user_order_list_type', USER_ORDER_LIST_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const orderDocumentKindEnum = pgEnum('order_document_kind', ORDER_DOCUMENT_KINDS);
export const publicationStatusEnum = pgEnum('publication_status', PUBLICATION_STATUSES);
