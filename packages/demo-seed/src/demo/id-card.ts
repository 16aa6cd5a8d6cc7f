import sharp from 'sharp';

// The identity-card picture of a demo agent's verification request: plainly a specimen, so
// nobody mistakes it for a real document.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderIdCard(name: string, idNumber: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E0F2F1"/><stop offset="1" stop-color="#F8FAFC"/></linearGradient></defs>
    <rect width="856" height="540" rx="28" fill="url(#g)" stroke="#94A3B8" stroke-width="4"/>
    <rect x="0" y="0" width="856" height="86" rx="28" fill="#0F766E"/><rect x="0" y="58" width="856" height="28" fill="#0F766E"/>
    <text x="40" y="56" font-size="30" font-weight="700" fill="#FFFFFF">RESIDENT IDENTITY CARD</text>
    <rect x="40" y="120" width="210" height="260" rx="12" fill="#CBD5E1"/>
    <circle cx="145" cy="210" r="52" fill="#94A3B8"/><rect x="80" y="280" width="130" height="80" rx="40" fill="#94A3B8"/>
    <text x="290" y="160" font-size="20" fill="#64748B">Name</text>
    <text x="290" y="195" font-size="30" font-weight="700" fill="#0F172A">${esc(name)}</text>
    <text x="290" y="250" font-size="20" fill="#64748B">ID number</text>
    <text x="290" y="285" font-size="28" fill="#0F172A">${esc(idNumber)}</text>
    <text x="290" y="340" font-size="20" fill="#64748B">Nationality</text>
    <text x="290" y="372" font-size="26" fill="#0F172A">Resident</text>
    <text x="428" y="470" font-size="58" font-weight="700" fill="#DC2626" fill-opacity="0.35" text-anchor="middle" transform="rotate(-12 428 470)">SPECIMEN · DEMO</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
