// The 1200x630 share image (Open Graph / Twitter card): the hero illustration beside the company name.
import { homeHero } from "#app/content/home.ts";
import { company } from "#app/content/company.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Wraps text into lines of at most `max` characters, breaking at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `heroPng` is the hero illustration already rendered to 640x400 PNG. */
export function ogImageSvg(heroPng: Buffer): string {
  const font = `font-family="Liberation Sans, Arial, Helvetica, sans-serif"`;
  const headline = wrap(homeHero.headline, 22)
    .map(
      (line, i) =>
        `<text x="64" y="${250 + i * 56}" ${font} font-size="46" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const town = `${company.address.addressLocality}, ${company.address.addressRegion}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1a2a"/><stop offset="1" stop-color="#78260f"/></linearGradient>
<clipPath id="art"><rect x="560" y="115" width="600" height="400" rx="28"/></clipPath></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<circle cx="100" cy="118" r="34" fill="#fb9924"/><circle cx="100" cy="118" r="50" fill="#fb9924" opacity="0.25"/>
<text x="160" y="132" ${font} font-size="40" font-weight="700" fill="#feeac7">${escapeXml(company.name)}</text>
${headline}
<text x="64" y="${OG_HEIGHT - 70}" ${font} font-size="26" fill="#fdd28a">Installation · Repair · Batteries · ${escapeXml(town)}</text>
<image x="540" y="115" width="640" height="400" clip-path="url(#art)" href="data:image/png;base64,${heroPng.toString("base64")}"/>
<rect x="560" y="115" width="600" height="400" rx="28" fill="none" stroke="#fdd28a" stroke-width="4"/>
</svg>`;
}
