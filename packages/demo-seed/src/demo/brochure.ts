// A one-page PDF brochure for demo projects, written by hand: the format needs only a catalogue,
// a page, a text stream, two standard fonts and a cross-reference table.

const PAGE_TOP = 780;
const WRAP = 92;

/** PDF strings in the standard fonts hold Latin-1 only; typographic marks become ASCII. */
function pdfText(text: string): string {
  return text
    .replace(/[—–]/g, '-')
    .replace(/[·•]/g, '-')
    .replace(/×/g, 'x')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + word.length + 1 > WRAP) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function brochurePdf(title: string, paragraphs: readonly string[]): Buffer {
  const body: string[] = [`BT /F2 22 Tf 56 ${PAGE_TOP} Td (${pdfText(title)}) Tj ET`];
  let y = PAGE_TOP - 40;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph)) {
      body.push(`BT /F1 11 Tf 56 ${y} Td (${pdfText(line)}) Tj ET`);
      y -= 16;
    }
    y -= 10;
  }
  body.push(`BT /F1 9 Tf 56 40 Td (${pdfText('Abode demo brochure. Images and plans are for illustration only.')}) Tj ET`);
  const stream = body.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
