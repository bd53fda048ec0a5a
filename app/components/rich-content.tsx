// Staff-written HTML (pages, news, country guides), already cleaned on the server by the content services,
// laid out for reading: headings, lists, tables that scroll sideways on a phone, links and pictures.
export function RichContent({ html, lang }: { html: string; lang?: string }) {
  return (
    <div
      lang={lang}
      data-testid="rich-content"
      className={[
        'max-w-none text-base leading-7 text-slate-800 dark:text-slate-200',
        '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
        '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_strong]:font-semibold',
        '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_dt]:mt-4 [&_dt]:font-semibold [&_dd]:mt-1',
        '[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm md:[&_table]:table',
        '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-top dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800',
        '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top dark:[&_td]:border-slate-700',
      ].join(' ')}
      // The content services pass every stored fragment through sanitize-html before it reaches a page.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
