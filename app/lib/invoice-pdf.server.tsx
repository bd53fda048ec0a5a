// The proforma invoice as a PDF (ADR 025): the same content as the invoice page, laid out on A4 by
// @react-pdf/renderer with Noto Sans embedded (assets/fonts: Latin and Cyrillic), so that it prints and
// reads the same on any machine, in the buyer's language. Rendered on request from the order; nothing is
// stored.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Font, Page, Path, StyleSheet, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Language } from '#domain/context.ts';
import type { Invoice } from '#domain/orders/invoice.service.ts';
import { printedInvoiceCode } from '#domain/orders/invoice.service.ts';
import { translate, type TranslationMap } from '#domain/content/translate.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import { formatDate } from './format';
import { invoiceMoney, invoiceRateLine, invoiceStatement } from './invoice-statement';
import { invoiceCheckUrl, qrModules } from './qr-code.server';

// From the built server (build/server/index.js) and from the sources alike, two levels up is the project.
/**
 * The project's assets/fonts, found upwards from this module: from app/lib in tests, from the server
 * build's chunk (build/server/ or build/server/assets/, as the bundler lays it out) when served.
 */
function fontsDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, directory = dirname(directory)) {
    const candidate = join(directory, 'assets', 'fonts');
    if (existsSync(join(candidate, 'NotoSans-Regular.ttf'))) return candidate;
  }
  throw new Error('assets/fonts (Noto Sans) not found above the invoice PDF module');
}
const font = (file: string) => join(fontsDirectory(), file);
let registered = false;
function registerFonts() {
  if (registered) return;
  Font.register({ family: 'Noto Sans', fonts: [{ src: font('NotoSans-Regular.ttf') }, { src: font('NotoSans-Bold.ttf'), fontWeight: 'bold' }] });
  // Words are not broken with hyphens: stock numbers, codes and names stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

const styles = StyleSheet.create({
  page: { fontFamily: 'Noto Sans', fontSize: 9.5, padding: 40, color: '#0f172a' },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  title: { fontSize: 18, fontWeight: 'bold', textAlign: 'right' },
  company: { fontSize: 12, fontWeight: 'bold' },
  small: { fontSize: 8.5, color: '#334155' },
  heading: { fontSize: 8, fontWeight: 'bold', color: '#475569', textTransform: 'uppercase', marginBottom: 2 },
  box: { marginTop: 14 },
  tableHead: { flexDirection: 'row', borderBottom: '1.5pt solid #94a3b8', paddingBottom: 3, marginTop: 14, fontWeight: 'bold' },
  tableRow: { flexDirection: 'row', borderBottom: '0.5pt solid #e2e8f0', paddingVertical: 3 },
  cellText: { flex: 1 },
  cellAmount: { width: 110, textAlign: 'right' },
  total: { flexDirection: 'row', paddingTop: 6, fontWeight: 'bold', fontSize: 11 },
  bank: { marginTop: 16, border: '1pt solid #94a3b8', padding: 10 },
  bankRow: { flexDirection: 'row', marginTop: 2 },
  bankLabel: { width: 120, color: '#475569' },
  code: { fontWeight: 'bold', fontSize: 11 },
  // About 28 mm: a phone reads it from a printed page at arm's length.
  qr: { width: 80, height: 80, marginLeft: 14 },
});

export async function invoicePdf(invoice: Invoice, language: Language, texts: TranslationMap, verifyUrl: string): Promise<Buffer> {
  registerFonts();
  const t = (key: string, values?: Record<string, string | number>) => translate(texts, key, values);
  // Every amount in the invoice's currency, as the order froze it (ADR 058).
  const money = invoiceMoney(invoice.invoice.currency, language);
  const rateLine = invoiceRateLine(invoice, t, language);
  const bank = invoice.bankAccount;
  const statement = invoiceStatement(invoice, t, (iso) => formatDate(language, iso), money);
  const place = termsPlaceText(invoice.quote, language);
  const bankRows: [string, string][] = [
    [t('invoice-beneficiary'), bank.beneficiary],
    [t('invoice-bank'), `${bank.bankName}, ${bank.branch}`],
    ['SWIFT', bank.swift],
    [t('invoice-account'), bank.accountNumber],
    [t('invoice-reference'), invoice.orderNumber],
  ];
  // One square a dark module, in the code's own units: vector, so it prints sharp at any size.
  const qr = qrModules(invoiceCheckUrl(verifyUrl, invoice.invoiceCode));
  const document = (
    <Document title={t('invoice-title', { number: invoice.orderNumber })} author={bank.beneficiary} language={language}>
      <Page size="A4" style={styles.page}>
        <View style={styles.row}>
          <View>
            <Text style={styles.company}>{bank.beneficiary}</Text>
            <Text style={styles.small}>{bank.beneficiaryAddress}</Text>
          </View>
          <View>
            <Text style={styles.title}>{t('invoice-heading')}</Text>
            <Text style={{ textAlign: 'right' }}>{t('invoice-number', { number: invoice.orderNumber })}</Text>
            <Text style={{ textAlign: 'right' }}>{t('invoice-date', { date: formatDate(language, invoice.issuedAt.toISOString()) })}</Text>
          </View>
        </View>
        <View style={[styles.row, styles.box]}>
          <View style={{ width: '48%' }}>
            <Text style={styles.heading}>{t('invoice-bill-to')}</Text>
            <Text>{invoice.buyer.name ?? invoice.buyer.email}</Text>
            <Text style={styles.small}>{invoice.buyer.email}</Text>
          </View>
          <View style={{ width: '48%' }}>
            <Text style={styles.heading}>{t('order-consignee')}</Text>
            <Text>{invoice.consignee.name}</Text>
            <Text style={styles.small}>{invoice.consignee.address}</Text>
            <Text style={styles.small}>
              {invoice.consignee.country} · {invoice.consignee.telephone}
            </Text>
          </View>
        </View>
        <View style={styles.box}>
          <Text>
            {invoice.vehicle.description} · {t('invoice-stock-number', { number: invoice.vehicle.stockNumber })}
            {invoice.vehicle.chassisNumber ? ` · ${t('invoice-chassis', { number: invoice.vehicle.chassisNumber })}` : ''}
          </Text>
          <Text style={styles.small}>
            {place}{invoice.quote.terms === 'CIF' ? ` · ${t(`shipping-${invoice.quote.shipping}`)}` : ''}
          </Text>
        </View>
        <View style={styles.tableHead}>
          <Text style={styles.cellText}>{t('invoice-description')}</Text>
          <Text style={styles.cellAmount}>{t('invoice-amount')}</Text>
        </View>
        {invoice.invoice.items.map((item) => (
          <View key={item.name} style={styles.tableRow}>
            <Text style={styles.cellText}>{t(`item-${item.name}`)}</Text>
            <Text style={styles.cellAmount}>{money(item.price)}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text style={styles.cellText}>{t('order-total')}</Text>
          <Text style={styles.cellAmount}>{money(invoice.invoice.total)}</Text>
        </View>
        {rateLine ? <Text style={[styles.small, { marginTop: 2 }]}>{rateLine}</Text> : null}
        {statement.rows.map((row, i) => (
          <View key={i} style={row.testId === 'invoice-balance' ? styles.total : styles.tableRow}>
            <Text style={styles.cellText}>{row.label}</Text>
            <Text style={styles.cellAmount}>{row.amount}</Text>
          </View>
        ))}
        <View style={styles.bank}>
          <Text style={{ fontWeight: 'bold' }}>{t('invoice-payment')}</Text>
          <Text style={{ marginTop: 2, fontWeight: statement.settled ? 'bold' : 'normal' }}>{statement.text}</Text>
          {bankRows.map(([label, value]) => (
            <View key={label} style={styles.bankRow}>
              <Text style={styles.bankLabel}>{label}</Text>
              <Text>{value}</Text>
            </View>
          ))}
        </View>
        <View style={[styles.row, styles.box]} wrap={false}>
          <View style={{ flex: 1 }}>
            <Text>
              {t('invoice-check', { url: verifyUrl })} <Text style={styles.code}>{printedInvoiceCode(invoice.invoiceCode)}</Text>
            </Text>
            <Text style={[styles.small, { marginTop: 4 }]}>{t('invoice-fraud-note')}</Text>
          </View>
          <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={styles.qr}>
            <Path d={qr.dark.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('')} fill="#000000" />
          </Svg>
        </View>
      </Page>
    </Document>
  );
  return renderToBuffer(document);
}
