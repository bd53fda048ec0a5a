// The header picture of a content or country page (spec 000 §3 Page, CountryPage: headerImagePc and
// headerImageSp), the phone's own below 768 px when the page has one. Decorative: the page's title follows.
export function PageHeaderPicture({ pc, sp }: { pc: string | null; sp: string | null }) {
  if (!pc) return null;
  return (
    <picture data-testid="page-header-picture">
      {sp ? <source media="(max-width: 767px)" srcSet={sp} /> : null}
      <img src={pc} alt="" className="mt-4 h-auto w-full rounded-lg" />
    </picture>
  );
}
