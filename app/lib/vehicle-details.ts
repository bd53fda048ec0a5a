// What the vehicle page shows of the fields staff fill in besides the spec's equipment (spec 000 §3
// Vehicle): the flags it ticks under Equipment, the spare-key kinds in the page language, and the two
// texts that stand in for a default (modelGrade, ccRating), shown only when they say more than it.
import { SHOWN_EQUIPMENT, valueTextKey } from '#domain/catalogue/vocabulary.ts';
import type { TranslationMap } from '#domain/content/translate.ts';

/** The flags the page ticks under Equipment: those the comparison lines up too (domain/compare). */
export const PAGE_EQUIPMENT = SHOWN_EQUIPMENT;

/** The spare-key kinds the demo stock uses, named in the page language by `spare-key-…`. */
export const SPARE_KEY_TYPES = ['Smart key', 'Mechanical key'] as const;

/** A spare-key kind in the page language; one we have no text for as staff wrote it. */
export function spareKeyName(texts: TranslationMap, value: string): string {
  return texts[valueTextKey('spare-key', value)] ?? value;
}

const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The model and grade as staff wrote them, unless that is only the model and the grade the heading shows. */
export function modelGradeShown(vehicle: { model: string; grade: string | null; modelGrade: string | null }): string | null {
  const written = vehicle.modelGrade?.trim();
  if (!written) return null;
  return words(written) === words(`${vehicle.model} ${vehicle.grade ?? ''}`) ? null : written;
}

/**
 * The engine size as staff wrote it ("1.5 L turbo"), unless it is only the engine size in cc ("1,500 cc"),
 * which the page writes in its own language and units (ADR 033).
 */
export function ccRatingShown(vehicle: { ccRating: string | null; engineSize: number }): string | null {
  const written = vehicle.ccRating?.trim();
  if (!written) return null;
  const cc = /^(\d[\d,.\s]*)\s*cc$/i.exec(written);
  return cc && Number(cc[1]!.replace(/[,.\s]/g, '')) === vehicle.engineSize ? null : written;
}
