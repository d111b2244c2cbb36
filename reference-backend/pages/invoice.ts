/** A one-page PDF invoice of an order, written by hand (PDF 1.4, Helvetica, no PDF dependency). */
import { formatDecimal } from '@sporta/i18n/format';

const euro = (value: unknown) => `${formatDecimal(Number(value ?? 0), 2)} EUR`;
/** PDF strings in WinAnsi: escape the delimiters, drop what Helvetica cannot show. */
const pdfText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’]/g, "'")
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([()\\])/g, '\\$1');

export function invoicePdf(input: {
  order: Record<string, unknown>;
  customer: string;
  status: string;
}): Buffer {
  const { order } = input;
  const lines: string[] = [
    'Sporta S.p.A. - Via Lorenteggio 251, 20152 Milano - P.IVA 01234567890',
    '',
    `Fattura dell'ordine n. ${order.orderId}`,
    `Cliente: ${input.customer}`,
    `Consegna: ${order.deliveryDate}   Stato: ${input.status}`,
    '',
  ];
  const suborders =
    (order.suborders as
      | {
          suborderItems?: {
            product: { name: string; shortDescr: string };
            quantity: number;
            grossTotal: number;
          }[];
        }[]
      | undefined) ?? [];
  for (const item of suborders.flatMap((s) => s.suborderItems ?? [])) {
    lines.push(
      `${item.quantity} x ${item.product.shortDescr} ${item.product.name}`
        .slice(0, 70)
        .padEnd(72, ' ') + euro(item.grossTotal),
    );
  }
  lines.push(
    '',
    `Sacchetti: ${euro(order.packageTotal)}   Consegna: ${euro(order.deliveryFee)}   Sconti: -${euro(order.giftCertificatesTotal)}`,
    `TOTALE: ${euro(order.grossTotal)}`,
  );
  const content = [
    'BT /F1 11 Tf 50 790 Td 14 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
