// A schematic map of Redding for the contact page: river, freeways and the office, drawn here so no map tiles
// are fetched from another origin. Not to scale. The address itself is printed beside the map from company.ts,
// so the map never goes stale when the address changes; move the pin if the office moves across town.

export function reddingMap(): string {
  const label = (x: number, y: number, text: string, size = 22, weight = 600, fill = "#334155") =>
    `<text x="${x}" y="${y}" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${text}</text>`;
  const grid = Array.from({ length: 7 }, (_, i) => {
    const x = 520 + i * 34;
    const y = 330 + i * 30;
    return `<line x1="${x}" y1="300" x2="${x}" y2="520" /><line x1="500" y1="${y}" x2="760" y2="${y}" />`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#f1efe6"/>
<path d="M0 0 H260 Q300 200 220 320 Q160 420 0 460 Z" fill="#dfe7cf"/>
<path d="M880 0 H1200 V300 Q1060 260 980 160 Q920 80 880 0 Z" fill="#dfe7cf"/>
<g stroke="#d6d3c4" stroke-width="3">${grid}</g>
<path d="M300 -10 C340 120 420 160 470 250 C520 340 640 360 700 420 C760 480 720 560 780 640 C830 700 900 740 960 810" fill="none" stroke="#60a5fa" stroke-width="26" stroke-linecap="round"/>
<path d="M250 40 Q300 20 330 70 Q300 110 260 90 Z" fill="#60a5fa"/>
<path d="M880 -10 C860 120 840 260 830 380 C820 500 840 640 860 810" fill="none" stroke="#f59e0b" stroke-width="16"/>
<path d="M0 430 C200 420 420 410 600 405 C700 402 760 395 830 390" fill="none" stroke="#fbbf24" stroke-width="12"/>
<path d="M830 390 C940 370 1060 330 1210 300" fill="none" stroke="#fbbf24" stroke-width="12"/>
<path d="M830 470 C950 480 1080 520 1210 560" fill="none" stroke="#fbbf24" stroke-width="10"/>
<path d="M630 372 L690 352" stroke="#e2e8f0" stroke-width="10" stroke-linecap="round"/>
<rect x="858" y="196" width="46" height="28" rx="6" fill="#1d4ed8"/>${label(866, 217, "I-5", 18, 700, "#ffffff")}
<rect x="1010" y="318" width="56" height="28" rx="6" fill="#ffffff" stroke="#334155" stroke-width="2"/>${label(1018, 339, "299", 18, 700)}
<rect x="1030" y="520" width="44" height="28" rx="6" fill="#ffffff" stroke="#334155" stroke-width="2"/>${label(1040, 541, "44", 18, 700)}
<rect x="120" y="398" width="56" height="28" rx="6" fill="#ffffff" stroke="#334155" stroke-width="2"/>${label(128, 419, "299", 18, 700)}
${label(350, 150, "Sacramento River", 22, 600, "#1d4ed8")}
${label(80, 90, "Keswick", 20, 600, "#1d4ed8")}
${label(560, 290, "Downtown Redding", 24, 700)}
${label(640, 345, "Sundial Bridge", 18, 500, "#475569")}
${label(900, 120, "to Shasta Lake", 20, 500, "#475569")}
${label(900, 700, "to Anderson", 20, 500, "#475569")}
${label(1000, 250, "to Palo Cedro", 20, 500, "#475569")}
<g transform="translate(620 470)"><path d="M0 0 C-26 -34 -34 -50 -34 -66 A34 34 0 0 1 34 -66 C34 -50 26 -34 0 0 Z" fill="#d95706" stroke="#ffffff" stroke-width="4"/><circle cx="0" cy="-66" r="12" fill="#ffffff"/></g>
<rect x="540" y="490" width="160" height="46" rx="10" fill="#ffffff" stroke="#d95706" stroke-width="3"/>
${label(556, 521, "Our office", 22, 700, "#0f172a")}
<g transform="translate(1110 700)"><circle r="40" fill="#ffffff" stroke="#94a3b8" stroke-width="2"/><path d="M0 -30 L10 0 L0 -6 L-10 0 Z" fill="#0f172a"/>${label(-7, 30, "N", 20, 700)}</g>
</svg>
`;
}
